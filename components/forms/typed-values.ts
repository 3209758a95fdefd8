type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

/**
 * What the visitor changed in a form's fields, by field name, read from the page itself, in the
 * shapes react-hook-form gives: a group of check boxes is the list of its ticked values, a lone
 * check box without a value true or false (with a value: that value or false), a radio group its
 * chosen value. A field left as the server rendered it is not listed.
 */
export function typedValues(form: HTMLFormElement): Record<string, unknown> {
  const controls = Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== '',
  );
  const byName = new Map<string, Control[]>();
  for (const control of controls) byName.set(control.name, [...(byName.get(control.name) ?? []), control]);
  const values: Record<string, unknown> = {};
  for (const [name, group] of byName) {
    if (!group.some(changed)) continue;
    const first = group[0]!;
    if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      const boxes = group as HTMLInputElement[];
      if (boxes.length > 1) values[name] = boxes.filter((box) => box.checked).map((box) => box.value);
      else if (first.hasAttribute('value')) values[name] = first.checked ? first.value : false;
      else values[name] = first.checked;
    } else if (first instanceof HTMLInputElement && first.type === 'radio') {
      values[name] = (group as HTMLInputElement[]).find((radio) => radio.checked)?.value ?? null;
    } else {
      values[name] = first.value;
    }
  }
  return values;
}
