import type { Localized } from '@shared/locales';

/** Messages the account API sends to people, in their language. */
export const accountMessages = {
  invalidCredentials: {
    en: 'Invalid username or password.',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    nl: 'Ongeldige gebruikersnaam of ongeldig wachtwoord.',
  },
  tooManyAttempts: {
    en: 'Too many sign-in attempts. Please try again in {seconds} seconds.',
    ar: 'محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
    nl: 'Te veel aanmeldpogingen. Probeer het over {seconds} seconden opnieuw.',
  },
  signInRequired: {
    en: 'Please sign in to continue.',
    ar: 'يرجى تسجيل الدخول للمتابعة.',
    nl: 'Meld u aan om verder te gaan.',
  },
  activeMembershipRequired: {
    en: 'The member directory is open to members with an active membership.',
    ar: 'دليل الأعضاء متاح للأعضاء ذوي العضوية السارية.',
    nl: 'De ledengids is toegankelijk voor leden met een actief lidmaatschap.',
  },
  resetLinkInvalid: {
    en: 'This reset link is invalid or has expired. Please ask for a new one.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
    nl: 'Deze herstellink is ongeldig of verlopen. Vraag een nieuwe aan.',
  },
  currentPasswordWrong: {
    en: 'Your current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
    nl: 'Uw huidige wachtwoord is niet juist.',
  },
  receiptNotFound: {
    en: 'This receipt was not found in your account.',
    ar: 'لم يتم العثور على هذا الإيصال في حسابك.',
    nl: 'Dit betalingsbewijs is niet gevonden in uw account.',
  },
} satisfies Record<string, Localized>;
