import { useTranslation } from '@/lib/i18n';
import { TextField, type TextFieldProps } from './field';

export interface PincodeFieldProps extends Omit<
  TextFieldProps,
  'label' | 'hint' | 'inputMode' | 'autoComplete' | 'maxLength'
> {
  /** Why we ask: a person's own area (signup, profile) or where a crop is (product form). */
  purpose: 'account' | 'product';
}

/**
 * The optional 6-digit PIN code of an account or a listing (near me): the numeric keyboard on a phone, the browser's
 * postal-code autofill, and no room for a seventh digit. One field, so the three forms cannot drift apart.
 */
export function PincodeField({ purpose, ...input }: PincodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('near.pincodeField')}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={6}
      hint={t(purpose === 'product' ? 'near.productPincodeHint' : 'near.pincodeHint')}
      {...input}
    />
  );
}
