'use client';

/** [value, label, checked, the choices under it (a region's provinces)] */
export type Choice = [string, string, boolean, Choice[]?];

/**
 * Check boxes of the listing's filters, under one name. A client component only to keep the page
 * light, like the town filter: the choices travel once as compact data instead of as a tree of
 * elements.
 */
export function ChoiceList({ name, choices, className }: { name: string; choices: Choice[]; className?: string }) {
  return (
    // Its labels are styled by the list (app/theme.css): one class for the whole list, not one per choice.
    <ul className={className ? `choice-list ${className}` : 'choice-list'}>
      {choices.map(([value, label, checked, children]) => (
        <li key={value}>
          <label>
            <input type="checkbox" name={name} value={value} defaultChecked={checked} />
            {label}
          </label>
          {children?.length ? <ChoiceList name={name} choices={children} className="ml-8" /> : null}
        </li>
      ))}
    </ul>
  );
}
