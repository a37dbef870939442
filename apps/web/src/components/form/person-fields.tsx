import { fieldGroup } from './form-fields';

type PersonValues = { first_name: string; last_name: string; email: string; phone: string };

/** First Name, Last Name, Email and Phone Number, as the user and driver forms ask them. */
export const PersonFields = fieldGroup<PersonValues>([
  { name: 'first_name', label: 'First Name' },
  { name: 'last_name', label: 'Last Name' },
  { name: 'email', type: 'email', label: 'Email' },
  { name: 'phone', type: 'phone', label: 'Phone Number' },
]);
