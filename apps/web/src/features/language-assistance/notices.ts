import type { LanguageCode } from '@bridgehub/contract';

/** One language's notice: its heading, its sentence with the support address and the form's link in it, and the link's text. */
export interface LanguageNotice {
  heading: string;
  /** `{email}` is the support address's link, `{form}` the request form's (in this language). */
  body: string;
  form: string;
}

/**
 * Title VI's notice in each language the program offers, shown all on the one page whatever its language: a table of
 * its own, which comes with the page's code, rather than nine catalogs loaded for one sentence each. Written by the
 * team and awaiting review by qualified translators, as the catalogs (locales/review.json).
 */
export const LANGUAGE_NOTICES: Record<LanguageCode, LanguageNotice> = {
  en: {
    heading: 'Free language help',
    body: 'Free interpretation and translation are available to you at no cost. To ask for them, write to {email} or use {form}.',
    form: 'the form on this page',
  },
  es: {
    heading: 'Ayuda gratuita con el idioma',
    body: 'Tiene a su disposición servicios de interpretación y traducción sin costo alguno. Para solicitarlos, escriba a {email} o use {form}.',
    form: 'el formulario de esta página',
  },
  ru: {
    heading: 'Бесплатная языковая помощь',
    body: 'Вам бесплатно предоставляются услуги устного и письменного перевода. Чтобы запросить их, напишите на адрес {email} или воспользуйтесь {form}.',
    form: 'формой на этой странице',
  },
  vi: {
    heading: 'Hỗ trợ ngôn ngữ miễn phí',
    body: 'Quý vị được cung cấp miễn phí dịch vụ thông dịch và biên dịch. Để yêu cầu, xin gửi email đến {email} hoặc dùng {form}.',
    form: 'mẫu đơn trên trang này',
  },
  'zh-Hans': {
    heading: '免费语言协助',
    body: '我们免费为您提供口译和笔译服务。如需申请，请发送电子邮件至 {email}，或使用{form}。',
    form: '本页上的申请表',
  },
  'zh-Hant': {
    heading: '免費語言協助',
    body: '我們免費為您提供口譯和筆譯服務。如需申請，請發送電子郵件至 {email}，或使用{form}。',
    form: '本頁上的申請表',
  },
  ko: {
    heading: '무료 언어 지원',
    body: '무료로 통역 및 번역 서비스를 받으실 수 있습니다. 신청하시려면 {email}(으)로 이메일을 보내시거나 {form}를 이용해 주십시오.',
    form: '이 페이지의 신청서',
  },
  so: {
    heading: 'Caawimaad luqadeed oo bilaash ah',
    body: 'Waxaad si bilaash ah u heli kartaa turjumaan afka ah iyo tarjumaad qoraal ah. Si aad u codsato, u qor {email} ama isticmaal {form}.',
    form: 'foomka boggan ku yaal',
  },
  ar: {
    heading: 'مساعدة لغوية مجانية',
    body: 'تتوفر لك خدمات الترجمة الشفهية والترجمة التحريرية مجانًا. لطلبها، راسلنا على {email} أو استخدم {form}.',
    form: 'النموذج الموجود في هذه الصفحة',
  },
};
