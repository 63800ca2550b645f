// A drop ends with a pointer-up that the browser may turn into a click on
// the card: such a click must not open the meeting.
let lastDragEnd = 0;

export function noteDragEnd() {
  lastDragEnd = performance.now();
}

export function recentlyDragged(): boolean {
  return performance.now() - lastDragEnd < 250;
}
