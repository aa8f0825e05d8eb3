import type source from './zh-CN.ts';

const messages: typeof source = {
  password: {
    title: 'Change password',
    old: 'Current password',
    new: 'New password',
    again: 'Confirm password',
    oldRequired: 'Enter your current password',
    newRequired: 'Enter a password',
    rule: 'Password must be 6–16 characters with a digit, a letter and a special character',
    againRequired: 'Confirm the password',
    mismatch: 'The passwords do not match',
    hint: '6–16 characters, with a digit, a letter and a special character',
    submit: 'Change password',
    success: 'Password changed!',
    othersSignedOut: 'You have been signed out everywhere else.',
  },
};
export default messages;
