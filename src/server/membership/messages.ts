import type { Localized } from '@shared/locales';

/** Messages the membership API sends to people, in their language. */
export const membershipMessages = {
  tierNotFound: {
    en: 'The selected membership tier was not found.',
    ar: 'لم يتم العثور على فئة العضوية المحددة.',
    nl: 'Het gekozen lidmaatschapsniveau is niet gevonden.',
  },
  usernameTaken: {
    en: 'This username is already taken. Please choose another one.',
    ar: 'اسم المستخدم هذا مستخدم بالفعل. يرجى اختيار اسم آخر.',
    nl: 'Deze gebruikersnaam is al in gebruik. Kies een andere.',
  },
  emailTaken: {
    en: 'An account with this email address already has an active membership.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني لديه عضوية سارية بالفعل.',
    nl: 'Er bestaat al een account met een actief lidmaatschap voor dit e-mailadres.',
  },
  accountExists: {
    en: 'An account with this email address or username already exists. Enter its password to renew it, or use other details.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني أو اسم المستخدم. أدخل كلمة المرور الخاصة به لتجديده، أو استخدم بيانات أخرى.',
    nl: 'Er bestaat al een account met dit e-mailadres of deze gebruikersnaam. Voer het wachtwoord ervan in om te verlengen, of gebruik andere gegevens.',
  },
  alreadyPaid: {
    en: 'This membership has already been paid. Check your email for the receipt.',
    ar: 'تم دفع رسوم هذه العضوية بالفعل. تحقق من بريدك الإلكتروني للاطلاع على الإيصال.',
    nl: 'Dit lidmaatschap is al betaald. Controleer uw e-mail voor het betalingsbewijs.',
  },
  paymentUnknown: {
    en: 'No membership payment was found for this payment.',
    ar: 'لم يتم العثور على دفعة عضوية مرتبطة بهذه العملية.',
    nl: 'Er is geen lidmaatschapsbetaling voor deze betaling gevonden.',
  },
  paymentNotSucceeded: {
    en: 'The payment has not succeeded (status: {status}).',
    ar: 'لم تكتمل عملية الدفع (الحالة: {status}).',
    nl: 'De betaling is niet geslaagd (status: {status}).',
  },
  paymentRefunded: {
    en: 'Your payment went through, but it could not become a membership, so we are refunding it in full. We have emailed you why and what to do next.',
    ar: 'تمت عملية الدفع، لكن تعذّر تحويلها إلى عضوية، لذلك سنرد المبلغ كاملًا. أرسلنا إليك بريدًا إلكترونيًا يوضح السبب والخطوة التالية.',
    nl: 'Uw betaling is gelukt, maar kon geen lidmaatschap worden. Daarom betalen wij het volledige bedrag terug. Wij hebben u per e-mail laten weten waarom en wat u nu kunt doen.',
  },
} satisfies Record<string, Localized>;
