import type { Localized } from '@shared/locales';

export type PartnerCountry = 'qatar' | 'netherlands';

/** A member company shown by name on the home page (the names are illustrative). */
export interface HomePartner {
  name: string;
  country: PartnerCountry;
}

export interface HomePartnersSection {
  heading: Localized;
  intro: Localized;
  closingLine: Localized;
  partners: HomePartner[];
}

export const homePartners: HomePartnersSection = {
  heading: { en: 'Our Partner Network', ar: 'شبكة شركائنا', nl: 'Ons partnernetwerk' },
  intro: {
    en: 'Leading companies from both countries trade, invest and innovate together through the chamber.',
    ar: 'شركات رائدة من البلدين تتاجر وتستثمر وتبتكر معًا من خلال الغرفة.',
    nl: 'Toonaangevende bedrijven uit beide landen handelen, investeren en innoveren samen via de Kamer.',
  },
  closingLine: {
    en: 'Together, our partners represent over €800 billion in market capitalization.',
    ar: 'تمثّل الشركات الشريكة لنا مجتمعةً قيمة سوقية تتجاوز 800 مليار يورو.',
    nl: 'Samen vertegenwoordigen onze partners een marktkapitalisatie van meer dan € 800 miljard.',
  },
  partners: [
    { name: 'Al Dafna Energy Partners', country: 'qatar' },
    { name: 'Lusail Maritime Logistics', country: 'qatar' },
    { name: 'Pearl Coast Capital', country: 'qatar' },
    { name: 'Al Bidda Construction Group', country: 'qatar' },
    { name: 'Rawdat Food Industries', country: 'qatar' },
    { name: 'Corniche Digital Solutions', country: 'qatar' },
    { name: 'Dukhan Industrial Services', country: 'qatar' },
    { name: 'Al Wakra Shipping Lines', country: 'qatar' },
    { name: 'Zubarah Investment House', country: 'qatar' },
    { name: 'Simaisma AgriTech', country: 'qatar' },
    { name: 'Umm Salal Healthcare Group', country: 'qatar' },
    { name: 'Al Khor Engineering', country: 'qatar' },
    { name: 'Van der Meer Logistics', country: 'netherlands' },
    { name: 'Delta Waterworks Engineering', country: 'netherlands' },
    { name: 'Oranje Port Services', country: 'netherlands' },
    { name: 'Westland Greenhouse Technology', country: 'netherlands' },
    { name: 'Brabant Semiconductor Systems', country: 'netherlands' },
    { name: 'Zuiderzee Offshore', country: 'netherlands' },
    { name: 'Groenveld Agri Solutions', country: 'netherlands' },
    { name: 'De Vries Maritime', country: 'netherlands' },
    { name: 'Noordkade Financial Group', country: 'netherlands' },
    { name: 'Eemshaven Energy Partners', country: 'netherlands' },
    { name: 'Amstel Data Systems', country: 'netherlands' },
  ],
};
