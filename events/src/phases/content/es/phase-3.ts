import type { PhaseConfig } from '../../schema.js';

export const phase3: PhaseConfig = {
  phase: 3,
  title: 'Investigación de contexto: Deep Research',
  estimatedTime: '60–90 minutos (la mayor parte mientras se ejecuta la investigación)',
  intro:
    'Ahora profundiza en un cliente y un problema. Los asistentes de investigación en profundidad (deep research) pueden leer decenas de fuentes en una sola ejecución, pero solo son tan buenos como el encargo que les das. En esta fase escribes ese encargo: quién es exactamente el cliente, qué crees sobre su problema y qué creencias hundirían la startup si resultaran ser falsas.',
  decisionBoxContent: {
    title: 'Escribe un encargo de investigación, no una pregunta',
    subtitle: 'Una buena investigación en profundidad parte de supuestos explícitos',
    sections: [
      {
        number: 1,
        title: 'Un cliente, descrito de forma concreta',
        items: [
          { label: 'Situación', content: '¿Dónde está, qué intenta conseguir y qué desencadena el problema?' },
          { label: 'Comportamiento actual', content: '¿Qué hace hoy al respecto y cuánto le cuesta en dinero, tiempo o frustración?' },
        ],
      },
      {
        number: 2,
        title: 'Los supuestos más arriesgados',
        items: [
          { label: 'Deseabilidad', content: '¿Le importa lo suficiente como para cambiar lo que hace hoy?' },
          { label: 'Viabilidad', content: '¿Pagará lo suficiente, con la frecuencia suficiente, para que el negocio funcione?' },
          { label: 'Factibilidad', content: '¿Puedes ofrecerlo con el tiempo, las habilidades y las normas que tienes?' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Escribe de tres a cinco supuestos, empezando por el que más miedo te da.',
        'Ejecuta el prompt en una herramienta de investigación en profundidad y deja que termine.',
        'Marca cada supuesto como respaldado, contradicho o todavía desconocido.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Describe a tu cliente objetivo y su problema', time: '15 min' },
    {
      step: 2,
      action: 'Enumera tus supuestos más arriesgados',
      time: '15 min',
      details: {
        title: 'Cómo encontrar el supuesto más arriesgado',
        steps: [
          'Pregúntate: "Si esto fuera falso, ¿lo dejaríamos?" Quédate con aquellos en los que la respuesta es sí.',
          'Reescribe cada uno como una afirmación que se pueda demostrar falsa.',
          'Ordénalos del más peligroso al menos peligroso.',
        ],
      },
    },
    { step: 3, action: 'Ejecuta el prompt de investigación en profundidad', time: '20–40 min' },
    { step: 4, action: 'Evalúa cada supuesto frente a la evidencia y planifica entrevistas con clientes para cubrir los huecos', time: '15 min' },
  ],
  fields: [
    {
      id: 'target_customer',
      label: 'Cliente objetivo',
      type: 'textarea',
      placeholder:
        'p. ej., Responsables de oficina en empresas tecnológicas de 50 a 200 empleados en Múnich, encargados de los suministros de cocina y de los presupuestos de bienestar del equipo.',
      required: true,
      help: 'Un cliente concreto, con su función, su situación y su contexto.',
      tooltip: 'Cuanto más acotado, mejor. "Gente joven" es un mercado; "estudiantes de primer año que cocinan para sí mismos" es un cliente.',
    },
    {
      id: 'core_problem',
      label: 'El problema que tienen',
      type: 'textarea',
      placeholder:
        'p. ej., El presupuesto de tentempiés se va en comida envasada poco saludable, la fruta que se entrega se pudre durante el fin de semana y la plantilla se queja de ambas cosas.',
      required: true,
      help: 'Describe el problema con las palabras del propio cliente y lo que le cuesta.',
      tooltip: 'Si puedes citar a un cliente real, hazlo.',
    },
    {
      id: 'assumptions',
      label: 'Supuestos más arriesgados',
      type: 'textarea',
      placeholder:
        'p. ej., 1) Los responsables de oficina gestionan un presupuesto para tentempiés de al menos 300 €/mes. 2) Cambiarían de proveedor para generar menos desperdicio. 3) Las granjas pueden suministrar excedentes de forma fiable cada semana.',
      required: false,
      help: 'De tres a cinco afirmaciones que deben ser ciertas para que la startup funcione.',
      tooltip: 'Numéralas; la investigación responderá a cada una por su número.',
    },
    {
      id: 'research_depth',
      label: 'Profundidad de la investigación',
      type: 'select',
      options: [
        { value: 'Quick scan', label: 'Sondeo rápido (unas 15 fuentes)' },
        { value: 'Standard', label: 'Estándar (unas 30 fuentes)' },
        { value: 'Exhaustive', label: 'Exhaustiva (tantas como haga falta)' },
      ],
      required: false,
      help: 'Lo minucioso que debe ser el asistente.',
      tooltip: 'Elige Exhaustiva solo si tu herramienta admite investigaciones de larga duración.',
    },
    {
      id: 'preferred_sources',
      label: 'Fuentes prioritarias',
      type: 'select',
      options: [
        { value: 'Academic and industry reports', label: 'Informes académicos y del sector' },
        { value: 'Customer voices (forums, reviews, social media)', label: 'La voz de los clientes (foros, reseñas, redes sociales)' },
        { value: 'Government and statistical data', label: 'Datos oficiales y estadísticos' },
        { value: 'A mix of all of these', label: 'Una combinación de todas ellas' },
      ],
      required: false,
      help: 'Dónde debe buscar primero el asistente.',
      tooltip: 'La voz de los clientes es lo mejor para comprobar si un problema duele de verdad.',
    },
    {
      id: 'open_questions',
      label: 'Otras preguntas para la investigación',
      type: 'textarea',
      placeholder: 'p. ej., ¿Qué normativas se aplican a la entrega de alimentos en lugares de trabajo? ¿Cuánto gastan las empresas en tentempiés por empleado?',
      required: false,
      help: 'Cualquier otra cosa que el equipo quiera saber.',
      tooltip: 'Aquí van las preguntas sobre normativa, costes y proveedores.',
    },
  ],
  promptTemplate: `# Rol
Eres un analista de investigación en profundidad que apoya a un equipo de startup. Investigas a fondo a un cliente y su problema, sopesas la evidencia a favor y en contra de nuestros supuestos y separas los hechos de las opiniones.

# Lo que sabemos hasta ahora
- Startup: {{phase1.company_name}}, idea: {{phase1.product_idea}}
{{#if phase1.geography}}- Primer mercado: {{phase1.geography}}
{{/if}}- Competidores que hemos analizado: {{phase2.competitors}}
- Dónde creemos que podemos ganar: {{phase2.differentiation_hypothesis}}

# Foco de la investigación
Cliente objetivo: {{target_customer}}

Su problema: {{core_problem}}
{{#if assumptions}}
Supuestos que poner a prueba (responde a cada uno por su número):
{{assumptions}}
{{else}}
Todavía no hemos escrito nuestros supuestos. Empieza enumerando los cinco supuestos que deben ser ciertos para que esta startup tenga éxito (deseabilidad, viabilidad, factibilidad) y luego pon a prueba cada uno.
{{/if}}{{#if open_questions}}
Otras preguntas: {{open_questions}}
{{/if}}
# Tarea
1. Elabora un perfil detallado del cliente objetivo: contexto, objetivos, flujo de trabajo diario en torno al problema, poder de decisión y presupuesto.
2. Determina la gravedad y la frecuencia del problema, con evidencia (datos, estudios, citas reales de clientes en foros o reseñas).
3. Describe cómo resuelven hoy los clientes el problema y cuánto gastan en ello en dinero y tiempo.
4. Para cada supuesto, da un veredicto (Respaldado / Contradicho / No está claro), la evidencia a favor y en contra, y un nivel de confianza.
5. Identifica los desencadenantes de compra, las objeciones y las personas que influyen en la compra.
6. Enumera las normativas, estándares o limitaciones prácticas que afectan a una nueva solución.
7. Recomienda diez preguntas de entrevista que deberíamos hacer a clientes reales para cerrar las mayores lagunas que quedan.

# Reglas
{{#if research_depth}}- Profundidad de la investigación: {{research_depth}}.
{{/if}}{{#if preferred_sources}}- Da prioridad a estas fuentes: {{preferred_sources}}.
{{/if}}- Respalda cada afirmación con un enlace y una fecha de publicación; da preferencia a fuentes de los últimos tres años.
- Cita a los clientes textualmente siempre que puedas e indica de dónde procede la cita.
- Señala la evidencia contradictoria en lugar de suavizarla.
- Responde en español (las citas textuales pueden quedarse en su idioma original).

# Formato de salida
Un informe Markdown titulado "Investigación en profundidad: {{target_customer}}" con estas secciones: Resumen de los hallazgos, Perfil del cliente, Evidencia del problema, Soluciones y gasto actuales, Veredictos sobre los supuestos (como tabla: n.º, supuesto, veredicto, evidencia clave, confianza), Desencadenantes de compra y objeciones, Limitaciones, Guía de entrevista, Fuentes.`,
  expectedOutput: {
    fileCreated: 'deep-research.md',
    whyItMatters:
      'La mayoría de las startups fracasan porque resuelven un problema que a los clientes no les importa lo suficiente. Este informe pone a prueba con evidencia tus creencias más arriesgadas antes de que inviertas tiempo y dinero en una oferta o un producto.',
    nextSteps:
      'Habla con al menos tres clientes reales usando la guía de entrevista. Lleva los veredictos y lo que escuches a la fase 4, donde diseñarás ofertas en torno a las necesidades que respalda la evidencia.',
  },
  instructions: [
    'Guarda la investigación como deep-research.md.',
    'Copia la tabla de supuestos en las notas del equipo y actualízala después de cada conversación con un cliente.',
    'Si se contradijo un supuesto clave, discute con el equipo si conviene ajustar el cliente objetivo antes de continuar.',
  ],
};
