import type { PhaseConfig } from '../../schema.js';

export const phase8: PhaseConfig = {
  phase: 8,
  title: 'Estrategia de lanzamiento y salida al mercado',
  estimatedTime: '60 minutos',
  intro:
    'Una web que nadie visita no demuestra nada. En esta última fase planificas cómo te encontrarán los primeros clientes: un objetivo de lanzamiento medible, los dos o tres canales donde ya están tus clientes, una oferta de lanzamiento que les dé un motivo para actuar ya y un ritmo semanal para revisar las cifras. Después, envía tu web publicada al escaparate de tu cohorte.',
  decisionBoxContent: {
    title: 'La salida al mercado en cuatro decisiones',
    subtitle: 'En las primeras semanas, el foco gana al alcance',
    sections: [
      {
        number: 1,
        title: 'Objetivo',
        items: [
          { label: 'Medible', content: 'Escribe un número y una fecha: "40 registros en la lista de espera de responsables de oficina antes del 30 de junio".' },
          { label: 'Ligado al objetivo de la web', content: 'Cuenta la acción que pide tu landing page, no los "me gusta" ni las visitas a la página.' },
        ],
      },
      {
        number: 2,
        title: 'Canales',
        items: [
          { label: 'Donde ya están los clientes', content: 'Usa tu investigación: ¿en qué comunidades, plataformas, eventos o newsletters confían?' },
          { label: 'Dos o tres, no diez', content: 'Trabajar bien unos pocos canales te enseña más que trabajar mal muchos.' },
        ],
      },
      {
        number: 3,
        title: 'Oferta de lanzamiento y ritmo',
        items: [
          { label: 'Un motivo para actuar ya', content: 'Un precio para clientes fundadores, plazas limitadas en el piloto o un extra para los primeros registros.' },
          { label: 'Revisión semanal', content: 'Fija un momento cada semana para revisar las cifras y decidir un cambio.' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Acuerda con el equipo el objetivo de lanzamiento y los canales.',
        'Ejecuta el prompt y convierte su plan de 30 días en tareas con responsables.',
        'Envía tu web publicada al escaparate de la cohorte.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Fija el objetivo de lanzamiento y elige los canales', time: '15 min' },
    { step: 2, action: 'Define la oferta de lanzamiento y el presupuesto', time: '10 min' },
    { step: 3, action: 'Ejecuta el prompt y asigna un responsable a cada tarea del plan', time: '20 min' },
    {
      step: 4,
      action: 'Envía tu web y prepárate para el escaparate',
      time: '15 min',
      details: {
        title: 'Antes de enviarla',
        steps: [
          'Abre la URL en una ventana privada del navegador para comprobar que es pública.',
          'Comprueba una vez más la llamada a la acción, de principio a fin.',
          'Prepara una descripción de tu startup en dos frases para el escaparate.',
        ],
      },
    },
  ],
  fields: [
    {
      id: 'launch_goal',
      label: 'Objetivo de lanzamiento',
      type: 'text',
      placeholder: 'p. ej., 40 registros en la lista de espera de responsables de oficina antes del 30 de junio',
      required: true,
      help: 'Un número, una acción, una fecha.',
      tooltip: 'Cuenta la acción que pide tu landing page.',
    },
    {
      id: 'launch_channels',
      label: 'Canales de lanzamiento',
      type: 'textarea',
      placeholder:
        'p. ej., Publicaciones y mensajes directos en LinkedIn a responsables de oficina; newsletters de coworkings para startups de Múnich; dos encuentros locales sobre sostenibilidad',
      required: true,
      help: 'Dos o tres canales donde tus clientes ya pasan tiempo.',
      tooltip: 'Sácalos de tu investigación en profundidad: ¿dónde buscan consejo tus clientes?',
    },
    {
      id: 'website_url',
      label: 'URL de la web publicada',
      type: 'text',
      placeholder: 'p. ej., https://greencrate.lovable.app',
      required: false,
      help: 'La página que construiste en la fase 7. En una cohorte, también rellena la tarjeta "Envía tu web publicada" que aparece más abajo.',
      tooltip: 'Todas las publicaciones y mensajes del plan enlazarán aquí.',
    },
    {
      id: 'launch_date',
      label: 'Fecha de lanzamiento',
      type: 'text',
      placeholder: 'p. ej., lunes 2 de junio',
      required: false,
      help: 'Cuándo sale el primer anuncio público.',
      tooltip: 'Una fecha fija crea una presión útil; elige una dentro de las próximas dos semanas.',
    },
    {
      id: 'launch_offer',
      label: 'Oferta de lanzamiento',
      type: 'text',
      placeholder: 'p. ej., Las 20 primeras oficinas obtienen el precio de fundador de 69 €/semana durante seis meses',
      required: false,
      help: 'Un motivo para que los primeros clientes actúen ya.',
      tooltip: 'Lo limitado y honesto funciona mejor; nunca inventes una escasez falsa.',
    },
    {
      id: 'budget',
      label: 'Presupuesto de lanzamiento',
      type: 'select',
      options: [
        { value: 'No budget', label: 'Sin presupuesto (solo tiempo)' },
        { value: 'Under €250', label: 'Menos de 250 €' },
        { value: '€250–€1,000', label: '250–1000 €' },
        { value: 'Over €1,000', label: 'Más de 1000 €' },
      ],
      required: false,
      help: 'Dinero disponible para anuncios, eventos o herramientas en los primeros 30 días.',
      tooltip: 'Sin presupuesto, el plan se centra en el contacto directo y en las comunidades.',
    },
    {
      id: 'team_capacity',
      label: 'Tiempo del equipo por semana',
      type: 'select',
      options: [
        { value: 'Under 5 hours', label: 'Menos de 5 horas' },
        { value: '5–15 hours', label: '5–15 horas' },
        { value: 'Over 15 hours', label: 'Más de 15 horas' },
      ],
      required: false,
      help: 'Horas que el equipo, en conjunto, puede dedicar al lanzamiento cada semana.',
      tooltip: 'El plan se ajusta a ese tiempo; un plan que no puedes ejecutar es peor que uno pequeño.',
    },
  ],
  promptTemplate: `# Rol
Eres un asesor de salida al mercado (go-to-market) para startups en fase inicial. Diseñas planes de lanzamiento enfocados y de bajo coste que producen evidencia medible de demanda en 30 días, y los dimensionas según la capacidad real del equipo.

# Nuestra startup
- Empresa: {{phase1.company_name}}{{#if team.name}} (equipo "{{team.name}}"){{/if}}
- Cliente objetivo: {{phase3.target_customer}}
- Oferta estrella: {{phase5.hero_offer}}
- Posicionamiento: {{phase2.differentiation_hypothesis}}
- Voz de la marca: {{phase6.voice_persona}}
{{#if phase7.website_goal}}- Objetivo de la web: {{phase7.website_goal}}, llamada a la acción "{{phase7.primary_cta}}"
{{/if}}{{#if website_url}}- Web publicada: {{website_url}}
{{/if}}
# Decisiones de lanzamiento
- Objetivo: {{launch_goal}}
- Canales: {{launch_channels}}
{{#if launch_date}}- Fecha de lanzamiento: {{launch_date}}
{{/if}}{{#if launch_offer}}- Oferta de lanzamiento: {{launch_offer}}
{{/if}}{{#if budget}}- Presupuesto: {{budget}}
{{/if}}{{#if team_capacity}}- Tiempo del equipo: {{team_capacity}} por semana
{{/if}}
# Tarea
1. Revisa el objetivo: ¿es concreto, medible y realista para nuestros canales{{#if team_capacity}} y nuestro tiempo{{/if}}? Si no lo es, propón uno mejor.
2. Para cada canal, explica por qué llega a nuestro cliente, la táctica que hay que usar, el enfoque del mensaje y los resultados esperados (con una estimación del embudo de conversión desde el alcance hasta la acción objetivo).
3. Escribe un plan de lanzamiento de 30 días como tabla: semana, tarea, canal, rol responsable, tiempo necesario, criterio de terminado.{{#if budget == 'No budget'}} Usa solo tácticas gratuitas: contacto directo, comunidades, alianzas y contenido.{{/if}}
4. Redacta contenido de lanzamiento listo para usar con la voz de nuestra marca: una publicación de anuncio para cada canal, un mensaje de contacto personal (menos de 80 palabras) y un mensaje de seguimiento{{#if launch_offer}} que destaque la oferta de lanzamiento{{/if}}.{{#if website_url}} Incluye en cada uno un enlace a {{website_url}}.{{/if}}
5. Define un panel de métricas sencillo: cinco números que seguir cada semana, de dónde sacar cada uno y el umbral que significa "redoblar la apuesta" o "cambiar de rumbo".
6. Enumera los cinco principales riesgos del lanzamiento con una medida de mitigación para cada uno.
7. Cierra con las tres cosas que hay que hacer en las primeras 48 horas.

# Formato de salida
Un documento Markdown en español titulado "Plan de lanzamiento: {{phase1.company_name}}" con secciones numeradas que sigan la tarea. Pon cada pieza de contenido de lanzamiento en su propio bloque de código para poder copiarla directamente.`,
  expectedOutput: {
    fileCreated: 'launch-plan.md',
    whyItMatters:
      'Lanzar es el momento en que dejas de adivinar. Un plan enfocado, con un objetivo y una revisión semanal, convierte tu primer mes en una serie de pequeños experimentos y te da cifras reales que enseñar a tu cohorte, a tus mentores y a futuros inversores.',
    nextSteps:
      'Envía tu web publicada más abajo y luego ve al escaparate para ver las webs de los demás equipos y votar por tus favoritas. Empieza hoy mismo las tareas de las primeras 48 horas de tu plan.',
  },
  instructions: [
    'Guarda el plan como launch-plan.md y añade cada tarea al tablero de tareas del equipo con un responsable.',
    'Envía la URL de tu web publicada en la tarjeta "Envía tu web publicada".',
    'Visita el escaparate, mira las webs de los demás equipos y emite tus 3 votos.',
    'Reserva una revisión semanal de 30 minutos para revisar juntos las cifras del lanzamiento.',
  ],
};
