/**
 * The named fields of a form as a plain object keyed by `name` (the wire field names): checkboxes
 * give booleans, everything else its string value. Disabled fields are left out, as a browser would.
 */
export function readFormValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      values[element.name] = element.checked;
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = element.value;
    } else {
      values[element.name] = element.value;
    }
  }
  return values;
}

function isField(element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}
