import type { PhaseConfig } from '../../schema.js';

export const phase1: PhaseConfig = {
  phase: 1,
  title: 'Investigación de mercado y competencia',
  estimatedTime: '45–60 minutos',
  intro:
    'Antes de diseñar nada, averigua si el mercado que tienes en mente es real, qué tamaño tiene y quién lo atiende ya. En esta fase describes tu idea con palabras sencillas y dejas que un asistente de investigación con IA elabore un primer informe de mercado. Trata el informe como un mapa, no como el territorio: te dice dónde tienes que mirar con más atención, y cada cifra que contiene debe comprobarse antes de confiar en ella.',
  decisionBoxContent: {
    title: 'Decide antes de escribir el prompt',
    subtitle: 'Tres decisiones que hacen la investigación lo bastante concreta para que sea útil',
    sections: [
      {
        number: 1,
        title: 'Nombra el problema, no el producto',
        items: [
          {
            label: 'Primero el problema',
            content: 'Describe el dolor que tiene hoy un cliente. Un asistente de investigación puede dimensionar un problema; no puede dimensionar una funcionalidad.',
          },
          { label: 'La prueba de una frase', content: 'Si no puedes decir quién lo sufre y cuándo, la investigación volverá vaga. Afínalo antes de continuar.' },
        ],
      },
      {
        number: 2,
        title: 'Elige el primer mercado',
        items: [
          { label: 'Geografía', content: 'Elige el país o la ciudad donde lanzarías primero. "Global" produce cifras con las que nadie puede actuar.' },
          { label: 'Tipo de comprador', content: 'Decide si pagan empresas o consumidores. Cambia el tamaño del mercado, el ciclo de venta y los competidores.' },
        ],
      },
      {
        number: 3,
        title: 'Anota lo que ya sabes',
        items: [
          {
            label: 'Competidores conocidos',
            content: 'Apunta todas las alternativas que se te ocurran, incluidas las hojas de cálculo, las agencias y "no hacer nada".',
          },
          { label: 'Tu intuición', content: 'Anota lo que esperas encontrar. Compararlo con el informe muestra en qué se equivocaban tus supuestos.' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Rellena el formulario en equipo y acuerda con los demás cómo formular la idea.',
        'Copia el prompt generado en un asistente de IA capaz de investigar (uno que pueda navegar por internet y citar fuentes).',
        'Guarda la respuesta como market-research.md y marca tres datos que todavía tengas que verificar.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Acuerda con el equipo el nombre de la empresa y una descripción de la idea en dos frases', time: '10 min' },
    {
      step: 2,
      action: 'Define el primer mercado: quién paga, dónde y qué alternativas usa hoy',
      time: '15 min',
      details: {
        title: 'Consejos para definir bien el mercado',
        steps: [
          'Piensa en un cliente concreto al que podrías llamar esta semana.',
          'Mejor un país y un segmento que una lista de muchos.',
          'Incluye competidores indirectos y soluciones improvisadas, no solo startups como la tuya.',
        ],
      },
    },
    { step: 3, action: 'Copia el prompt en tu asistente de IA y lanza la investigación', time: '10 min' },
    {
      step: 4,
      action: 'Revisa el informe en equipo y comprueba sus cifras',
      time: '15 min',
      details: {
        title: 'Cómo revisar un informe de investigación hecho con IA',
        steps: [
          'Abre cada fuente citada y confirma que la cifra aparece de verdad.',
          'Marca como estimación cualquier número sin fuente.',
          'Anota los tres hallazgos que más hayan sorprendido al equipo.',
        ],
      },
    },
  ],
  fields: [
    {
      id: 'company_name',
      label: 'Nombre de la empresa',
      type: 'text',
      placeholder: 'p. ej., GreenCrate',
      required: true,
      help: 'Basta con un nombre provisional; puedes cambiarlo más adelante.',
      tooltip: 'Se usa en todos los prompts a partir de aquí, así que elige uno en el que esté de acuerdo todo el equipo.',
    },
    {
      id: 'product_idea',
      label: 'Tu idea en dos o tres frases',
      type: 'textarea',
      placeholder:
        'p. ej., Una caja semanal de verduras excedentes de granjas locales, entregada en las cocinas de oficinas, para que las empresas reduzcan el desperdicio de alimentos y ofrezcan tentempiés saludables.',
      required: true,
      help: 'Di para quién es, qué problema resuelve y cómo funciona.',
      tooltip: 'Evita las palabras de moda. Escríbelo de forma que lo entienda un amigo que no participa en el programa.',
    },
    {
      id: 'target_market',
      label: 'Quiénes crees que son tus clientes',
      type: 'textarea',
      placeholder: 'p. ej., Responsables de oficina en empresas de 50 a 500 empleados en Múnich que ya compran tentempiés para la plantilla.',
      required: false,
      help: 'Describe con la mayor precisión posible a las personas u organizaciones que pagarían.',
      tooltip: 'Un primer segmento reducido da un informe más preciso. Puedes ampliarlo después.',
    },
    {
      id: 'business_model',
      label: '¿Quién paga?',
      type: 'select',
      options: [
        { value: 'B2B', label: 'Empresas (B2B)' },
        { value: 'B2C', label: 'Consumidores (B2C)' },
        { value: 'B2B2C', label: 'Empresas que atienden a consumidores (B2B2C)' },
        { value: 'Marketplace', label: 'Ambos lados de un marketplace' },
        { value: 'Not sure yet', label: 'Aún no lo sabemos' },
      ],
      required: false,
      help: 'El tipo de comprador cambia el tamaño del mercado, los precios y los competidores.',
      tooltip: 'Si no lo tienes claro, elige "Aún no lo sabemos" y el asistente comparará las opciones.',
    },
    {
      id: 'geography',
      label: 'Primer mercado (país o región)',
      type: 'text',
      placeholder: 'p. ej., Alemania, empezando por Múnich',
      required: false,
      help: '¿Dónde venderías primero?',
      tooltip: 'El tamaño de un mercado solo tiene sentido para una zona geográfica definida.',
    },
    {
      id: 'known_competitors',
      label: 'Competidores y alternativas que ya conoces',
      type: 'textarea',
      placeholder: 'p. ej., Oddbox, Etepetete, la entrega a domicilio del supermercado, servicios de fruta para oficinas, no hacer nada',
      required: false,
      help: 'Enumera empresas, productos y soluciones improvisadas que los clientes usan hoy.',
      tooltip: '"No hacer nada" y las hojas de cálculo también son competidores; inclúyelos.',
    },
    {
      id: 'research_focus',
      label: '¿En qué debe centrarse la investigación?',
      type: 'select',
      options: [
        { value: 'Balanced overview', label: 'Visión general equilibrada' },
        { value: 'Market size and growth', label: 'Tamaño y crecimiento del mercado' },
        { value: 'Customer segments and needs', label: 'Segmentos de clientes y sus necesidades' },
        { value: 'Competitive landscape', label: 'Panorama competitivo' },
      ],
      required: false,
      help: 'El asistente profundizará más en esta área.',
      tooltip: 'Elige el área en la que el equipo discrepa más o sabe menos.',
    },
  ],
  promptTemplate: `# Rol
Eres un analista sénior de investigación de mercados que asesora a fundadores de startups en fase inicial. Eres riguroso con las cifras, citas tus fuentes y dices con claridad cuándo la evidencia es escasa.

# Contexto
{{#if team.name}}Estoy trabajando con mi equipo "{{team.name}}" en una startup llamada {{company_name}}.{{else}}Estoy trabajando en una startup llamada {{company_name}}.{{/if}}

Nuestra idea: {{product_idea}}
{{#if target_market}}
Quiénes creemos que son los clientes: {{target_market}}
{{/if}}{{#if business_model}}
Modelo de negocio: {{business_model}}{{#if business_model == 'Not sure yet'}} (no lo hemos decidido; compara B2B y B2C para esta idea y recomienda uno){{/if}}
{{/if}}{{#if geography}}
Primer mercado: {{geography}}
{{else}}
Primer mercado: sin decidir; propón el país más prometedor para empezar y explica por qué.
{{/if}}{{#if known_competitors}}
Competidores y alternativas que ya conocemos: {{known_competitors}}
{{/if}}
# Tarea
Elabora un informe de investigación de mercado y competencia para {{company_name}}.{{#if research_focus}} Profundiza sobre todo en: {{research_focus}}.{{/if}}

1. Define el mercado con precisión: el problema, el cliente y la geografía.
2. Estima el tamaño del mercado como TAM, SAM y SOM. Muestra el cálculo (top-down y bottom-up cuando sea posible), indica cada supuesto y da una fuente para cada cifra de partida.
3. Describe las tres a cinco tendencias, regulaciones o cambios más importantes que hacen crecer o encoger este mercado.
4. Identifica de dos a cuatro segmentos de clientes, con sus necesidades, sus soluciones actuales y cuánto pagan hoy.
5. Mapea la competencia: competidores directos, competidores indirectos y sustitutos (incluido no hacer nada). Para cada uno, indica su posicionamiento, nivel de precios, cliente objetivo y una debilidad destacable.
6. Enumera las mayores oportunidades y los mayores riesgos para un nuevo participante.
7. Termina con las cinco preguntas abiertas que deberíamos investigar a continuación.

# Reglas
- Usa fuentes recientes (idealmente de los últimos tres años) e indica un enlace y una fecha para cada cifra.
- Marca cualquier número que estimes tú mismo como "(estimación)" y explica cómo lo obtuviste.
- No inventes empresas, estadísticas ni citas. Si no encuentras algo, dilo.
- Escribe para fundadores: de forma concreta, en un español claro y sin relleno.
- Responde en español.

# Formato de salida
Un documento Markdown titulado "Investigación de mercado: {{company_name}}" con estas secciones: Resumen ejecutivo (cinco viñetas), Definición del mercado, Tamaño del mercado (con una tabla de TAM/SAM/SOM), Tendencias, Segmentos de clientes, Panorama competitivo (con una tabla: nombre, tipo, cliente objetivo, nivel de precios, fortaleza, debilidad), Oportunidades y riesgos, Preguntas abiertas, Fuentes.`,
  expectedOutput: {
    fileCreated: 'market-research.md',
    whyItMatters:
      'Todas las fases siguientes se basan en este informe: la matriz de competidores usa sus competidores, la investigación en profundidad pone a prueba sus supuestos sobre el cliente y el precio de tu oferta se fija frente al mercado que describe. Un informe preciso y con fuentes te evita ahora construir para un mercado demasiado pequeño o ya conquistado.',
    nextSteps:
      'Verifica las tres cifras más importantes en sus fuentes, anota los competidores que no conocías y llévalos a la fase 2, donde los compararás uno al lado del otro.',
  },
  instructions: [
    'Guarda la respuesta de la IA como market-research.md en la carpeta de tu equipo.',
    'Abre al menos tres de las fuentes citadas y comprueba que las cifras coinciden.',
    'Marca los competidores que quieres analizar en detalle en la fase 2.',
    'Haz clic en "Continuar a la fase 2" cuando el equipo esté de acuerdo en que merece la pena ir a por este mercado.',
  ],
};
