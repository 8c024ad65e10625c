import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";

/**
 * A user-event instance. Its pointer-events check reads the computed style of every ancestor,
 * which jsdom works out from all of antd's injected styles: seconds per click, and antd never
 * blocks clicks with `pointer-events` on the elements these tests use.
 */
export const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
