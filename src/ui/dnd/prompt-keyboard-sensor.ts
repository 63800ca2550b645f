import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

type SensorInsides = {
  handleKeyDown: (event: Event) => void;
  listeners: { add(eventName: string, handler: (event: Event) => void): void };
};

/**
 * dnd-kit's keyboard sensor, listening for the keys of a drag at once.
 *
 * dnd-kit adds its keydown listener in a timer task after the key that
 * started the drag, so that key does not also end it. Chrome runs input
 * before timers, so on a busy machine an arrow pressed right after Space
 * reached no listener and was lost: the card stayed in its column. This one
 * listens from the start and skips the starting key itself; the listener
 * dnd-kit adds later does nothing, and both go when the drag ends.
 */
export class PromptKeyboardSensor extends KeyboardSensor {
  static activators = KeyboardSensor.activators;

  constructor(props: KeyboardSensorProps) {
    super(props);
    // The private parts of dnd-kit 6.3 this leans on (checked by tests/unit/ui/prompt-keyboard-sensor.test.ts).
    const inside = this as unknown as SensorInsides;
    const handle = inside.handleKeyDown;
    const starter = props.event;
    inside.listeners.add('keydown', (event) => {
      if (event !== starter) handle(event);
    });
    inside.handleKeyDown = () => {};
  }
}
