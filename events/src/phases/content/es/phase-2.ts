import type { PhaseConfig } from '../../schema.js';

export const phase2: PhaseConfig = {
  phase: 2,
  title: 'Construcción de la matriz de competidores',
  estimatedTime: '45 minutos',
  intro:
    'Una lista de competidores te dice poco; una matriz te dice dónde está el hueco. En esta fase eliges de cinco a ocho competidores de tu investigación de mercado, decides qué criterios importan de verdad a los clientes y pides a un asistente de IA que construya una matriz comparativa. El objetivo es una frase clara: dónde puede ganar tu startup en algo que nadie más está atendiendo bien.',
  decisionBoxContent: {
    title: 'Construir una matriz que revele un hueco',
    subtitle: 'Elige los rivales adecuados y los criterios adecuados',
    sections: [
      {
        number: 1,
        title: 'Qué competidores entran en la matriz',
        items: [
          { label: 'Directos', content: 'De dos a cuatro empresas que resuelven el mismo problema para el mismo cliente.' },
          {
            label: 'Indirectos y sustitutos',
            content: 'Una o dos alternativas que los clientes usan en su lugar: una hoja de cálculo, una agencia, una herramienta generalista, no hacer nada.',
          },
          { label: 'Déjalos fuera', content: 'Los gigantes que solo rozan tu mercado por los bordes; añaden ruido, no información útil.' },
        ],
      },
      {
        number: 2,
        title: 'Qué criterios comparar',
        items: [
          {
            label: 'Criterios del cliente',
            content: 'Elige lo que los compradores usan para decidir: precio, rapidez, calidad, facilidad de uso, confianza, disponibilidad.',
          },
          { label: 'De cinco a siete criterios', content: 'Con menos se ocultan las diferencias; con más, la matriz se vuelve ilegible.' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Elige los competidores y los criterios en equipo.',
        'Escribe tu hipótesis: ¿dónde crees que está el hueco?',
        'Ejecuta el prompt y compara el resultado con tu hipótesis.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Elige de cinco a ocho competidores de market-research.md', time: '10 min' },
    {
      step: 2,
      action: 'Acuerda con el equipo los criterios de comparación',
      time: '10 min',
      details: {
        title: 'Cómo encontrar los criterios que importan a los clientes',
        steps: [
          'Lee de tres a cinco opiniones de clientes de cada competidor principal.',
          'Anota las quejas que se repiten una y otra vez.',
          'Convierte cada queja repetida en un criterio.',
        ],
      },
    },
    { step: 3, action: 'Escribe tu hipótesis de diferenciación y ejecuta el prompt', time: '10 min' },
    { step: 4, action: 'Comprueba los precios y las afirmaciones en las propias webs de los competidores', time: '15 min' },
  ],
  fields: [
    {
      id: 'competitors',
      label: 'Competidores que comparar',
      type: 'textarea',
      placeholder: 'p. ej., Oddbox (directo), Etepetete (directo), Fruitful Office (indirecto), entrega a domicilio del supermercado (sustituto)',
      required: true,
      help: 'De cinco a ocho nombres, cada uno marcado como directo, indirecto o sustituto.',
      tooltip: 'Tómalos de tu informe de investigación de mercado y añade los que el equipo conozca por experiencia.',
    },
    {
      id: 'comparison_criteria',
      label: 'Criterios de comparación',
      type: 'textarea',
      placeholder: 'p. ej., precio por semana, flexibilidad de entrega, prueba de sostenibilidad, pedido mínimo, atención al cliente',
      required: false,
      help: 'De cinco a siete aspectos que los clientes valoran al elegir.',
      tooltip: 'Si lo dejas vacío, el asistente propondrá criterios para tu mercado.',
    },
    {
      id: 'differentiation_hypothesis',
      label: 'Dónde creemos que podemos ganar',
      type: 'textarea',
      placeholder: 'p. ej., Nadie ofrece a las oficinas entregas flexibles y sin desperdicio que se puedan pausar semana a semana.',
      required: true,
      help: 'Tu suposición actual sobre el hueco en el mercado.',
      tooltip: 'No pasa nada si te equivocas; la matriz está para ponerla a prueba.',
    },
    {
      id: 'price_positioning',
      label: 'Posicionamiento de precio previsto',
      type: 'select',
      options: [
        { value: 'Budget', label: 'Económico: más barato que la mayoría de las alternativas' },
        { value: 'Mid-market', label: 'Gama media: precio comparable, más valor' },
        { value: 'Premium', label: 'Premium: precio más alto, resultado claramente mejor' },
        { value: 'Undecided', label: 'Sin decidir' },
      ],
      required: false,
      help: 'Dónde esperas situarte en precio respecto a la matriz.',
      tooltip: 'El asistente comprobará si esta posición ya está saturada.',
    },
    {
      id: 'matrix_format',
      label: 'Formato de la matriz',
      type: 'select',
      options: [
        { value: 'Markdown table', label: 'Tabla Markdown (para documentos)' },
        { value: 'CSV', label: 'CSV (para hojas de cálculo)' },
      ],
      required: false,
      help: 'Cómo debe entregarse la matriz en sí.',
      tooltip: 'El CSV se puede pegar directamente en Google Sheets o Excel.',
    },
  ],
  promptTemplate: `# Rol
Eres un consultor de estrategia competitiva que ayuda a las startups a encontrar una posición defendible. Comparas a los competidores con datos que se pueden verificar y eres honesto cuando un mercado no tiene un hueco evidente.

# Contexto de nuestro trabajo anterior
- Startup: {{phase1.company_name}}
- Idea: {{phase1.product_idea}}
{{#if phase1.target_market}}- Clientes objetivo: {{phase1.target_market}}
{{/if}}{{#if phase1.geography}}- Primer mercado: {{phase1.geography}}
{{/if}}{{#if phase1.business_model}}- Modelo de negocio: {{phase1.business_model}}
{{/if}}
# Competidores que analizar
{{competitors}}

# Nuestra hipótesis
{{differentiation_hypothesis}}
{{#if price_positioning}}
Posicionamiento de precio previsto: {{price_positioning}}.
{{/if}}
# Tarea
1. Para cada competidor, investiga su oferta, su cliente objetivo, sus precios (con la fecha en que los comprobaste), su promesa principal, sus canales de distribución y sus puntos más fuertes y más débiles según las opiniones de los clientes.
2. Compara a todos los competidores según {{#if comparison_criteria}}estos criterios: {{comparison_criteria}}{{else}}los seis criterios que más importan a los compradores de este mercado (propónlos y explica por qué){{/if}}. Puntúa cada celda del 1 al 5 y añade una breve justificación.
3. Añade una columna para {{phase1.company_name}} basada en nuestra idea y nuestra hipótesis, puntuada con honestidad.
4. Identifica el espacio libre (white space): combinaciones de necesidades que ningún competidor atiende bien.
5. Pon a prueba nuestra hipótesis: ¿el hueco es real, ya está ocupado o es demasiado pequeño para importar? Di cuál de las tres y por qué.
6. Dibuja un mapa de posicionamiento 2×2 (describe los dos ejes y sitúa en texto a cada competidor y a nosotros).
7. Termina con una declaración de posicionamiento de una frase para {{phase1.company_name}}: "Para [cliente] que [necesidad], {{phase1.company_name}} es [categoría] que [beneficio], a diferencia de [alternativa principal]."

# Reglas
- Usa solo información que puedas encontrar o deducir razonablemente; señala las deducciones.
- Incluye un enlace a la fuente para cada precio y cada afirmación sobre un competidor.
- Responde en español.

# Formato de salida
{{#if matrix_format == 'CSV'}}Primero la matriz como bloque de código CSV (una fila por competidor, una columna por criterio y una columna de notas), después el análisis en Markdown.{{else}}Un documento Markdown titulado "Matriz de competidores: {{phase1.company_name}}" con la matriz como tabla Markdown, seguida de estas secciones: Perfiles de los competidores, Espacio libre, Comprobación de la hipótesis, Mapa de posicionamiento, Declaración de posicionamiento, Fuentes.{{/if}}`,
  expectedOutput: {
    fileCreated: 'competitor-matrix.md',
    whyItMatters:
      'La matriz demuestra a inversores, compañeros de equipo y futuros clientes que conoces las alternativas y que puedes decir en una frase por qué eres diferente. Además, evita que construyas un producto cuya única diferencia sea el logotipo.',
    nextSteps:
      'Marca el espacio libre que quieres ocupar y el segmento de clientes al que sirve. En la fase 3 investigarás a fondo a ese cliente para confirmar que la necesidad es real.',
  },
  instructions: [
    'Guarda la respuesta como competitor-matrix.md (o .csv para la matriz en sí).',
    'Comprueba cada precio de la matriz en la web del competidor y corrígelo si hace falta.',
    'Acuerda con el equipo la declaración de posicionamiento; la reutilizarás en las fases 4 y 7.',
  ],
};
