import { ButtonForm } from '@/components/admin/admin-form';

/**
 * An account's access, turned around in one click (`action=enable` or `disable`, an owner's or a
 * member of staff's): enabling is the page's main act, disabling a secondary one.
 */
export function AccountAccessButton({
  action,
  back,
  disabled,
  label,
}: {
  action: string;
  back: string;
  /** Whether the account is disabled now. */
  disabled: boolean;
  label: string;
}) {
  return (
    <ButtonForm
      action={action}
      hidden={{ back, action: disabled ? 'enable' : 'disable' }}
      tone={disabled ? 'primary' : 'secondary'}
    >
      {label}
    </ButtonForm>
  );
}
