/** The Arabic (Modern Standard Arabic) phase content (docs/PRODUCT.md#adding-a-language). */
import type { PhaseContent } from '../../translation.js';
import { phase1 } from './phase-1.js';
import { phase2 } from './phase-2.js';
import { phase3 } from './phase-3.js';
import { phase4 } from './phase-4.js';
import { phase5 } from './phase-5.js';
import { phase6, VISUAL_STYLE_DESCRIPTIONS } from './phase-6.js';
import { phase7 } from './phase-7.js';
import { phase8 } from './phase-8.js';

export const content: PhaseContent = {
  configs: [phase1, phase2, phase3, phase4, phase5, phase6, phase7, phase8],
  phases: [
    {
      name: 'أبحاث السوق',
      teamListName: 'أبحاث السوق',
      landingTitle: 'أبحاث السوق والمنافسين',
      summary: 'قدّروا حجم السوق التي تدخلونها، واعرفوا مَن يخدمها بالفعل وإلى أين يتجه الطلب، لتستند كل قراراتكم اللاحقة إلى الأدلة لا إلى الحدس.',
    },
    {
      name: 'تحليل المنافسة',
      teamListName: 'المنافسون',
      landingTitle: 'بناء مصفوفة المنافسين',
      summary: 'ضعوا أقرب منافسيكم جنبًا إلى جنب من حيث السعر والوعد والجمهور ونقاط الضعف، لتكشفوا الفجوة التي تستطيع شركتكم الناشئة امتلاكها.',
    },
    {
      name: 'البحث الخلفي',
      teamListName: 'البحث الخلفي',
      landingTitle: 'البحث الخلفي: البحث المعمّق',
      summary: 'شغّلوا موجز بحث معمّق عن عميلكم المستهدف ومشكلته، واختبروا أخطر افتراضاتكم قبل أن تبنوا أي شيء.',
    },
    {
      name: 'تصميم العرض الرئيسي',
      teamListName: 'تصميم العرض الرئيسي',
      landingTitle: 'تصميم العرض الرئيسي واختياره',
      summary: 'صوغوا عدة عروض، وقيّموها في ضوء ما تعلّمتموه، والتزموا بعرض رئيسي واحد تطرحونه في السوق.',
    },
    {
      name: 'إعداد الموجز',
      teamListName: 'إعداد الموجز',
      landingTitle: 'تصميم المنتج وتحديد الميزات',
      summary: 'حوّلوا العرض الرئيسي إلى موجز منتج: رحلة المستخدم الأساسية، والميزات القليلة المهمة للإطلاق، وما تُرك خارج النطاق عمدًا.',
    },
    {
      name: 'التنفيذ',
      teamListName: 'التنفيذ',
      landingTitle: 'الحزمة الإعلامية وأصول العلامة التجارية',
      summary: 'اختاروا أسلوبًا بصريًا وصوتًا للعلامة التجارية ولوحة ألوان، وولّدوا الحزمة الإعلامية التي سيستخدمها موقعكم وإطلاقكم.',
    },
    {
      name: 'إعداد وكيل الذكاء الاصطناعي',
      teamListName: 'إعداد وكيل الذكاء الاصطناعي',
      landingTitle: 'الموقع الإلكتروني والحضور الرقمي',
      summary: 'زوّدوا أداة بناء مواقع تعمل بالذكاء الاصطناعي بكل ما قرّرتموه حتى الآن، وانشروا صفحة هبوط حيّة بدعوة واحدة واضحة إلى الإجراء.',
    },
    {
      name: 'المراجعة النهائية',
      teamListName: 'المراجعة النهائية',
      landingTitle: 'استراتيجية الإطلاق والدخول إلى السوق',
      summary: 'خطّطوا للأسابيع الأولى بعد الإطلاق: القنوات، وهدف قابل للقياس، وعرض الإطلاق، والمؤشرات التي ستراجعونها، ثم أرسلوا موقعكم إلى المعرض.',
    },
  ],
  visualStyles: VISUAL_STYLE_DESCRIPTIONS,
};
