// What the rest of the site uses of the feature "account": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { saveAddress } from './api';
export { adoptSession, openMadeAccount } from './session-actions';
export { AccountLayout } from './components/account-layout';
export { AddressBook } from './components/address-book';
export { AskToCreateForm } from './components/ask-to-create-form';
export { AuthPage } from './components/auth-page';
export { ChangePasswordForm } from './components/change-password-form';
export { ConfirmationContent } from './components/confirmation-content';
export { confirmedForm } from './components/confirmed-forms';
export { LoginPanel } from './components/login-panel';
export { LogoutEverywhere } from './components/logout-everywhere';
export { NewPasswordForm } from './components/new-password-form';
export { ProfileForm } from './components/profile-form';
export { RewindForm } from './components/rewind-form';
export { SignupAlready } from './components/signup-already';
export { SignupForm } from './components/signup-form';
