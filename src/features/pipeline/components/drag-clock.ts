// A drop ends with a pointer-up that the browser may turn into a click on
// the card: such a click must not open the meeting. No drag yet is "never"
// (not 0: a page shown from the device answers within 250 ms of its start,
// and a click that early must open the meeting).
let lastDragEnd = -Infinity;

export function noteDragEnd() {
  lastDragEnd = performance.now();
}

export function recentlyDragged(): boolean {
  return performance.now() - lastDragEnd < 250;
}
