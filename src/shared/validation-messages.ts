import type { Locale, Localized } from './locales';

/** Form messages. The English is the specification's, letter for letter. */
export const validationMessages = {
  email: {
    en: 'Please enter a valid email address',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صالح',
    nl: 'Voer een geldig e-mailadres in',
  },
  required: { en: 'Required', ar: 'مطلوب', nl: 'Verplicht' },
  firstName: {
    en: 'First name must be at least 2 characters',
    ar: 'يجب أن يتكون الاسم الأول من حرفين على الأقل',
    nl: 'Voornaam moet minstens 2 tekens bevatten',
  },
  lastName: {
    en: 'Last name must be at least 2 characters',
    ar: 'يجب أن يتكون اسم العائلة من حرفين على الأقل',
    nl: 'Achternaam moet minstens 2 tekens bevatten',
  },
  username: {
    en: 'Username must be at least 3 characters',
    ar: 'يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل',
    nl: 'Gebruikersnaam moet minstens 3 tekens bevatten',
  },
  usernameCharacters: {
    en: 'Username may only contain letters, numbers, dots, hyphens and underscores',
    ar: 'يمكن أن يحتوي اسم المستخدم على الأحرف والأرقام والنقاط والشرطات والشرطات السفلية فقط',
    nl: 'Gebruikersnaam mag alleen letters, cijfers, punten, koppeltekens en underscores bevatten',
  },
  password: {
    en: 'Password must be at least 8 characters',
    ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
    nl: 'Wachtwoord moet minstens 8 tekens bevatten',
  },
  passwordsMatch: {
    en: "Passwords don't match",
    ar: 'كلمتا المرور غير متطابقتين',
    nl: 'Wachtwoorden komen niet overeen',
  },
  country: {
    en: 'Please select your country',
    ar: 'يرجى اختيار دولتك',
    nl: 'Selecteer uw land',
  },
  tooLong: {
    en: 'This is too long',
    ar: 'هذا النص طويل جدًا',
    nl: 'Dit is te lang',
  },
  phone: {
    en: 'Please enter a valid phone number',
    ar: 'يرجى إدخال رقم هاتف صالح',
    nl: 'Voer een geldig telefoonnummer in',
  },
  identifier: {
    en: 'Please enter your username or email',
    ar: 'يرجى إدخال اسم المستخدم أو البريد الإلكتروني',
    nl: 'Voer uw gebruikersnaam of e-mailadres in',
  },
  currentPassword: {
    en: 'Please enter your current password',
    ar: 'يرجى إدخال كلمة المرور الحالية',
    nl: 'Voer uw huidige wachtwoord in',
  },
} satisfies Record<string, Localized>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function validationMessage(key: ValidationMessageKey, locale: Locale): string {
  return validationMessages[key][locale];
}
