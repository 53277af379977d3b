export { Avatar } from './avatar';
export { BottomSheet } from './bottom-sheet';
export { Button, buttonClasses } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Card } from './card';
export { CountBadge } from './count-badge';
export { cn } from './cn';
export { Dialog } from './dialog';
export {
  FieldError,
  FieldShell,
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
  inputClasses,
} from './field';
export type { TextAreaFieldProps, TextFieldProps } from './field';
export { LazyImage } from './lazy-image';
export { WaitingPhoto, type TapToLoad } from './waiting-photo';
export { LoadMore } from './load-more';
export { NetworkButton } from './network-button';
export { OfflineNote } from './offline-note';
export { Page, StatusText } from './page';
export { PasswordField } from './password-field';
export { PincodeField } from './pincode-field';
export { ProgressBar } from './progress-bar';
