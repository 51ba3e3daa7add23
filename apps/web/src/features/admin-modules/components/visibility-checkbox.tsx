import { missingForPlay, notPlayableText, type PlayRequirement } from '@apopunkt/domain/rules/module-playable';
import { Checkbox, type CheckboxProps } from '@mantine/core';

/** What a module not yet created lacks: everything (the one rule, rules/module-playable). */
const NEW_MODULE_MISSING = missingForPlay({ content: null, contentUrl: null, scormPackage: null });

/**
 * "Sichtbar": a module may be shown only when it is playable. The server answers what it lacks
 * (`missingForPlay`) and refuses otherwise (409); here the box stays off with the same reasons.
 * A module that is shown can always be hidden.
 */
export function VisibilityCheckbox({
  missing,
  ...props
}: { missing: readonly PlayRequirement[] | null } & Omit<CheckboxProps, 'label'>) {
  const lacking = missing ?? NEW_MODULE_MISSING;
  const blocked = lacking.length > 0 && !props.checked;
  return (
    <Checkbox
      label="Sichtbar"
      {...props}
      disabled={blocked || props.disabled}
      description={blocked ? notPlayableText(lacking) : undefined}
    />
  );
}
