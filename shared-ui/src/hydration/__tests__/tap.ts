/** A tap: the click event a browser dispatches, returned to see whether its default was prevented. */
export function tap(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}
