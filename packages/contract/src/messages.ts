/**
 * Every message a person reads, spelt as the product spells them (docs/product.md "Shared widgets",
 * "Popups" and each area's section). Do not "fix" the spelling: the old client's users and the acceptance
 * checks know them this way.
 */
export const fieldMessages = {
  required: 'Required field',
  email: 'The email is invalid',
  minLength: 'Does not meet minimum length',
  maxLength: 'Does not meet max length',
  format: 'Does not comply with the format',
  specialCharacter: 'Any character is missing ( : ! ” $ & #)',
  letters: 'Must contain upper or lower case letters',
  numbers: 'Must contain numbers',
} as const;

/** What a record's form and lookups answer, for a noun: 'The broker has been created.', 'This broker does not exist.'. */
export const recordMessages = <const N extends string>(noun: N) =>
  ({
    created: `The ${noun} has been created.`,
    updated: `The ${noun} has been updated.`,
    notFound: `This ${noun} does not exist.`,
  }) as const;

export const messages = {
  emptyLoginFields: 'The fields must not be empty',
  roleNotAllowed: 'This user role is not allowed to log in',
  invalidCredentials: 'Incorrect username or password.',
  provideEmail: 'You must provide an email address',
  emailSent: (email: string) => `Email has been sent to ${email}`,
  emailError: 'Email error',
  allFieldsNotEmpty: 'All fields must not be empty',
  passwordsDoNotMatch: 'The passwords do not match',
  passwordRequirements: 'The new password does not have the requirements',
  passwordChanged: 'Your password has been changed. You can log in now.',
  invalidCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'The verification code has expired. Ask for a new one.',
  codeSent: 'If the account exists, a verification code has been sent to its email.',
  sessionExpired: 'Yout session has expired',
  invalidToken: 'Your session is not valid. Log in again.',
  forbidden: 'You are not allowed to do this.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notFound: 'The requested resource was not found.',
  internal: 'Something went wrong on our side. Try again in a moment.',
  invalidInput: 'Some fields are not valid.',
  loggedOut: 'You have been logged out.',
  requiredImage: 'required image',
  selectStatus: 'Select a status',
  fieldNonEmpty: 'The field must be non empty',
  wholeNumber: 'Must be a whole number',
  passwordsNotEqual: 'Passwords are not equal',
  changePasswordRule:
    'Password must have at least 8 characteres, 1 number, 1 uppercase letter, 1 lowercase letter, and 1 non-alpha numeric number',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: "You won't be able to revert this!",
  deleteConfirmButton: 'Yes, delete it!',
  deleted: 'Deleted!',
  newComments: 'There must be new comments',
  otherSize: 'You must provide an other size',
  yearRange: (year: number) => `The year must be between 2000 and ${year}`,
  noFoundPlate: 'No found plate',
  allInfo: 'All info must not be provided',
  contactInfo: 'Contact info must not be provided',
  allRequiredFields: 'All required fields must be filled',
  maxFiveCharacters: 'Maximum 5 characters',
  fileUploaded: 'file uploaded successfully',
  usersEmailSent: 'WE HAVE SENT THE EMAIL TO THE USERS TO CONFIRM THE REGISTRATION.',
} as const;
