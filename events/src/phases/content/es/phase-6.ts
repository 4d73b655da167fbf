import type { PhaseConfig } from '../../schema.js';
import { VISUAL_STYLE_DESCRIPTIONS } from '../phase-6.js';

/** Spanish names of the visual_style options, keyed by the option's value (which stays English). */
const VISUAL_STYLE_LABELS: Readonly<Record<string, string>> = {
  'Clean & Minimalist': 'Limpio y minimalista',
  'Organic & Natural': 'Orgánico y natural',
  'Bold & Dynamic': 'Audaz y dinámico',
  'Elegant & Sensual': 'Elegante y sensual',
  'Playful & Vibrant': 'Divertido y vibrante',
};

/** Card descriptions for the visual_style options in Spanish, keyed like VISUAL_STYLE_DESCRIPTIONS. */
export const VISUAL_STYLE_DESCRIPTIONS_ES: Readonly<Record<string, string>> = Object.freeze({
  'Clean & Minimalist': 'Mucho espacio en blanco, una paleta contenida y una tipografía sencilla que deja hablar al producto.',
  'Organic & Natural': 'Tonos terrosos, texturas suaves y detalles artesanales que transmiten calidez, honestidad y sostenibilidad.',
  'Bold & Dynamic': 'Contraste fuerte, tipografía grande y formas enérgicas para una marca que quiere hacerse notar.',
  'Elegant & Sensual': 'Tipografía refinada, colores intensos y un cuidado del detalle para una sensación premium e íntima.',
  'Playful & Vibrant': 'Colores vivos, formas redondeadas y sentido del humor para una marca cercana y accesible.',
});

/** The voice_persona options: the English value (the stored answer) and its Spanish label. */
const VOICE_PERSONAS: readonly (readonly [string, string])[] = [
  ['The Trusted Expert (calm, precise, evidence-led)', 'El experto de confianza (sereno, preciso, basado en la evidencia)'],
  ['The Friendly Guide (warm, encouraging, jargon-free)', 'El guía cercano (cálido, motivador, sin jerga)'],
  ['The Bold Challenger (confident, direct, a little provocative)', 'El retador audaz (seguro, directo, algo provocador)'],
  ['The Creative Storyteller (imaginative, vivid, emotionally engaging)', 'El narrador creativo (imaginativo, vívido, emocionalmente cautivador)'],
  ['The Caring Companion (gentle, reassuring, empathetic)', 'El compañero atento (amable, tranquilizador, empático)'],
];

export const phase6: PhaseConfig = {
  phase: 6,
  title: 'Kit de medios y activos de marca',
  estimatedTime: '60–75 minutos',
  intro:
    'Una marca es el conjunto de señales que les dice a los clientes, de un vistazo, para quién eres y si pueden confiar en ti. En esta fase tomas tres decisiones en equipo: un estilo visual, una voz y una paleta de colores. El prompt las convierte, junto con tu oferta y tu brief de producto, en un kit de medios: guía de marca, textos que puedes reutilizar y prompts de imagen para generar elementos visuales.',
  decisionBoxContent: {
    title: 'Tres decisiones de marca',
    subtitle: 'Elige pensando en tu cliente, no en tu propio gusto',
    sections: [
      {
        number: 1,
        title: 'Estilo visual',
        items: [
          { label: 'Encaje', content: 'Elige el estilo en el que tu cliente objetivo ya confía en productos cercanos al tuyo.' },
          { label: 'Contraste', content: 'Revisa tu matriz de competidores: diferenciarte visualmente del líder del mercado te ayuda a que te recuerden.' },
        ],
      },
      {
        number: 2,
        title: 'Personalidad de la voz',
        items: [
          { label: 'Quién habla', content: 'Imagina la marca como una persona que habla con tu cliente. ¿Cómo sonaría?' },
          { label: 'Coherencia', content: 'La misma voz debe funcionar en la web, en los correos y en la respuesta a una reclamación.' },
        ],
      },
      {
        number: 3,
        title: 'Paleta de colores',
        items: [
          { label: 'Principal', content: 'El color que la gente debería asociar contigo; se usa en los botones y en los elementos destacados clave.' },
          { label: 'Accesibilidad', content: 'El texto sobre tus colores debe seguir siendo legible: busca una relación de contraste de al menos 4,5:1.' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Vota en equipo un estilo visual y una personalidad de la voz.',
        'Elige un color principal (y, si quieres, dos más) con los selectores de color.',
        'Ejecuta el prompt y después genera dos o tres imágenes con los prompts de imagen que te dé.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Elige el estilo visual y la personalidad de la voz', time: '15 min' },
    {
      step: 2,
      action: 'Elige tus colores',
      time: '10 min',
      details: {
        title: 'Cómo elegir una paleta rápidamente',
        steps: [
          'Reúne de tres a cinco capturas de pantalla de marcas que le gustan a tu cliente.',
          'Elige un color principal que no use ninguno de tus competidores directos.',
          'Comprueba el contraste con un verificador de contraste gratuito antes de decidirte.',
        ],
      },
    },
    { step: 3, action: 'Añade los valores de marca y lo que quieras evitar, y después ejecuta el prompt', time: '15 min' },
    { step: 4, action: 'Genera ideas de logotipo e imágenes con los prompts del kit de medios', time: '20–30 min' },
  ],
  fields: [
    {
      id: 'visual_style',
      label: 'Estilo visual',
      type: 'select',
      options: Object.keys(VISUAL_STYLE_DESCRIPTIONS).map((style) => ({ value: style, label: VISUAL_STYLE_LABELS[style] ?? style })),
      required: true,
      help: 'El aspecto general de tu marca.',
      tooltip: 'Cada tarjeta describe la sensación que crea. Elige la que inspiraría confianza a tu cliente.',
    },
    {
      id: 'voice_persona',
      label: 'Personalidad de la voz',
      type: 'select',
      options: VOICE_PERSONAS.map(([value, label]) => ({ value, label })),
      required: true,
      help: 'Cómo suena tu marca cuando habla.',
      tooltip: 'Lee en voz alta una frase de tu oferta con cada voz y elige la que encaje.',
    },
    {
      id: 'primary_color',
      label: 'Color principal',
      type: 'color',
      placeholder: '#2E7D32',
      required: true,
      help: 'Color hexadecimal, p. ej., #2E7D32. Se usa en los botones y en los elementos destacados clave.',
      tooltip: 'Tu color más reconocible.',
    },
    {
      id: 'secondary_color',
      label: 'Color secundario',
      type: 'color',
      placeholder: '#F5F0E6',
      required: false,
      help: 'Color hexadecimal para fondos y superficies grandes.',
      tooltip: 'Suele ser un color tranquilo, claro o neutro.',
    },
    {
      id: 'accent_color',
      label: 'Color de acento',
      type: 'color',
      placeholder: '#FF8F00',
      required: false,
      help: 'Color hexadecimal que se usa con moderación para llamar la atención.',
      tooltip: 'Úsalo en insignias, elementos destacados y alguna llamada a la acción puntual.',
    },
    {
      id: 'brand_values',
      label: 'Valores de marca',
      type: 'textarea',
      placeholder: 'p. ej., Honestos sobre el origen de los alimentos; prácticos, no sermoneadores; lo local primero',
      required: false,
      help: 'De tres a cinco valores que la marca debe transmitir.',
      tooltip: 'Un buen valor descarta algo. "Calidad" no descarta nada.',
    },
    {
      id: 'tagline_ideas',
      label: 'Ideas de eslogan',
      type: 'text',
      placeholder: 'p. ej., Buena comida, cero desperdicio, cada lunes',
      required: false,
      help: 'Cualquier borrador de eslogan que le guste al equipo.',
      tooltip: 'El asistente los pulirá y propondrá alternativas.',
    },
    {
      id: 'avoid',
      label: 'Qué evitar',
      type: 'textarea',
      placeholder: 'p. ej., Tópicos de hojas verdes, fotos de stock de oficinistas sonrientes, culpabilizar a la gente por el desperdicio',
      required: false,
      help: 'Estilos, palabras o imágenes que no encajarían con tu marca.',
      tooltip: 'Nombrar pronto los tópicos mantiene originales los recursos generados.',
    },
  ],
  promptTemplate: `# Rol
Eres un estratega de marca y director de arte que crea kits de medios para startups en fase inicial. Concretas las decisiones de marca lo suficiente para que cualquiera pueda producir, a partir de tu guía, textos y elementos visuales coherentes con la marca.

# Contexto
- Startup: {{phase1.company_name}}
- Cliente objetivo: {{phase3.target_customer}}
- Oferta estrella: {{phase5.hero_offer}}
- Posicionamiento: {{phase2.differentiation_hypothesis}}
{{#if phase4.customer_outcome}}- Resultado por el que paga el cliente: {{phase4.customer_outcome}}
{{/if}}
# Decisiones de marca
- Estilo visual: {{visual_style}}
- Personalidad de la voz: {{voice_persona}}
- Color principal: {{primary_color}}
{{#if secondary_color}}- Color secundario: {{secondary_color}}
{{/if}}{{#if accent_color}}- Color de acento: {{accent_color}}
{{/if}}{{#if brand_values}}- Valores de marca: {{brand_values}}
{{/if}}{{#if tagline_ideas}}- Ideas de eslogan: {{tagline_ideas}}
{{/if}}{{#if avoid}}- Evitar: {{avoid}}
{{/if}}
# Tarea
Crea un kit de medios para {{phase1.company_name}}:
1. Esencia de la marca: una promesa de marca de una línea, tres rasgos de personalidad y los valores de marca{{#if brand_values}} pulidos a partir de los nuestros{{/if}}.
2. Paleta de colores: {{#if secondary_color}}parte de nuestros colores{{else}}completa la paleta a partir de nuestro color principal{{/if}} con códigos hexadecimales, un nombre y una regla de uso para cada color, además de colores neutros para texto y fondo. Indica la relación de contraste del texto sobre cada color y corrige cualquier combinación por debajo de 4,5:1.
3. Tipografía: una fuente para títulos y otra para el cuerpo (Google Fonts gratuitas), tamaños para H1–H3 y para el cuerpo, y por qué encajan con el estilo "{{visual_style}}".
4. Voz y tono: describe cómo se aplica en la práctica la personalidad de la voz, con cinco cosas que hacer y cinco que evitar, y reescribe el pitch de nuestra oferta estrella con esa voz.
5. Banco de textos: tres opciones de eslogan{{#if tagline_ideas}} (mejorando los nuestros){{/if}}, una descripción de la empresa de 50 palabras y otra de 150, tres biografías para redes sociales (LinkedIn, Instagram, X) y un breve texto corporativo para prensa.
6. Dirección del logotipo: tres conceptos de logotipo distintos descritos con palabras, cada uno con un prompt para un generador de imágenes con IA.
7. Prompts de imagen: seis prompts listos para usar en un generador de imágenes con IA (imagen principal, foto de producto, cliente en contexto, fondo para publicación en redes, imagen de equipo/sobre nosotros, conjunto de iconos), todos en el estilo "{{visual_style}}" y con nuestra paleta.
8. Una lista de comprobación de una página con los recursos que hay que producir antes del lanzamiento.

# Formato de salida
Un documento Markdown titulado "Kit de medios: {{phase1.company_name}}" con secciones numeradas que sigan la tarea. Pon la paleta de colores en una tabla (nombre, hex, uso, color del texto sobre él, relación de contraste) y cada prompt de imagen en su propio bloque de código para poder copiarlo directamente. Escribe todos los textos en español; los prompts de imagen pueden ir en inglés si el generador funciona mejor así.`,
  expectedOutput: {
    fileCreated: 'media-kit.md',
    whyItMatters:
      'Una imagen y una voz coherentes hacen que una startup diminuta parezca de fiar. El kit de medios permite que cada miembro del equipo, y cada herramienta de IA que uses, produzca textos y elementos visuales que parezcan de una sola marca y no de cinco.',
    nextSteps:
      'Genera el borrador de tu logotipo y dos o tres imágenes clave con los prompts de imagen, y ten a mano la paleta y las fuentes. En la fase 7 se lo darás todo a un constructor web con IA.',
  },
  instructions: [
    'Guarda el kit de medios como media-kit.md y almacena las imágenes generadas en una carpeta de recursos compartida.',
    'Comprueba las relaciones de contraste de la tabla de la paleta antes de usar los colores para texto.',
    'Elige un eslogan y una descripción de la empresa como versiones oficiales del equipo.',
  ],
};
