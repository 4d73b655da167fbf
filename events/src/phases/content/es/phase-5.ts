import type { PhaseConfig } from '../../schema.js';

export const phase5: PhaseConfig = {
  phase: 5,
  title: 'Diseño de producto y definición de funcionalidades',
  estimatedTime: '60 minutos',
  intro:
    'Con la oferta estrella elegida, decide qué tienes que construir realmente para cumplirla. En esta fase escribes un brief de producto: el recorrido que hace un cliente desde el primer contacto hasta el resultado prometido, el puñado de funcionalidades que ese recorrido necesita para el lanzamiento y la larga lista de cosas que todavía no vas a construir. El brief se convierte en la referencia única para tu diseño, tu web y cualquier constructor con IA que uses.',
  decisionBoxContent: {
    title: 'Acota el producto más pequeño que cumpla la promesa',
    subtitle: 'Cada funcionalidad debe ganarse su lugar en el recorrido del cliente',
    sections: [
      {
        number: 1,
        title: 'Empieza por el recorrido',
        items: [
          { label: 'Primer contacto', content: '¿Cómo oye hablar de ti el cliente y qué le lleva a probarlo?' },
          { label: 'Primer valor', content: '¿En qué momento obtiene por primera vez el resultado prometido? Acorta el camino hasta él.' },
          { label: 'Volver', content: '¿Qué le hace volver o pagar de nuevo?' },
        ],
      },
      {
        number: 2,
        title: 'Prioriza sin piedad',
        items: [
          { label: 'Imprescindible (Must have)', content: 'Sin ella, la oferta estrella no se puede entregar en absoluto.' },
          { label: 'Deseable (Should have)', content: 'Mejora la experiencia, pero al principio se puede hacer a mano.' },
          { label: "Fuera por ahora (Won't have)", content: 'Buenas ideas que esperan hasta que los clientes las pidan.' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Escribe el recorrido del cliente en cinco a ocho pasos.',
        'Enumera las funcionalidades y marca cuáles son realmente imprescindibles.',
        'Acuerda con el equipo un número que demuestre que el producto funciona.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Pega tu oferta estrella y elige el tipo de producto', time: '5 min' },
    { step: 2, action: 'Mapea el recorrido del cliente paso a paso', time: '15 min' },
    {
      step: 3,
      action: 'Enumera y prioriza las funcionalidades',
      time: '15 min',
      details: {
        title: 'Un ejercicio rápido de priorización',
        steps: [
          'Escribe cada idea de funcionalidad en su propia nota adhesiva.',
          'Coloca cada nota en el paso del recorrido al que da soporte; retira las que no encajen en ninguno.',
          'Para cada nota que quede, pregúntate: ¿podríamos hacerlo a mano para los diez primeros clientes?',
        ],
      },
    },
    { step: 4, action: 'Ejecuta el prompt y revisa el brief en equipo', time: '20 min' },
  ],
  fields: [
    {
      id: 'hero_offer',
      label: 'Tu oferta estrella',
      type: 'textarea',
      placeholder:
        'p. ej., "Caja Oficina Cero Desperdicio": una caja semanal de verduras locales rescatadas y tentempiés para oficinas de 50 a 200 personas, 89 €/semana, primera caja gratis, cancela cualquier semana.',
      required: true,
      help: 'Pega la oferta y el pitch de una frase que elegiste en la fase 4.',
      tooltip: 'El brief solo incluye lo que necesita esta oferta.',
    },
    {
      id: 'product_type',
      label: 'Tipo de producto',
      type: 'select',
      options: [
        { value: 'Web app', label: 'Aplicación web' },
        { value: 'Mobile app', label: 'Aplicación móvil' },
        { value: 'Physical product', label: 'Producto físico' },
        { value: 'Service', label: 'Servicio (prestado por personas)' },
        { value: 'Digital product', label: 'Producto digital (curso, plantilla, contenido)' },
        { value: 'Hybrid', label: 'Híbrido (físico o servicio con una capa digital)' },
      ],
      required: false,
      help: 'Lo que recibe el cliente, en términos generales.',
      tooltip: 'Esto cambia el formato del brief: pantallas para las aplicaciones, especificaciones para los productos físicos.',
    },
    {
      id: 'core_features',
      label: 'Funcionalidades y componentes',
      type: 'textarea',
      placeholder:
        'p. ej., Página para pedir y pausar en línea; correo semanal con el contenido de la caja; proceso de abastecimiento en granjas; planificación de rutas de entrega; informe mensual de desperdicio evitado',
      required: true,
      help: 'Todo lo que crees que necesita el producto; el brief lo priorizará.',
      tooltip: 'Incluye también los procesos manuales; son funcionalidades de la primera versión.',
    },
    {
      id: 'user_journey',
      label: 'Recorrido del cliente',
      type: 'textarea',
      placeholder:
        'p. ej., Ve una publicación en LinkedIn → visita la web → reserva la primera caja gratis → recibe la caja el lunes → recibe el correo con el contenido → se suscribe → informe mensual',
      required: false,
      help: 'Los pasos desde el primer contacto hasta el resultado prometido, y de vuelta.',
      tooltip: 'Si lo dejas vacío, el asistente redactará uno a partir de tu oferta.',
    },
    {
      id: 'out_of_scope',
      label: 'Fuera del alcance a propósito',
      type: 'textarea',
      placeholder: 'p. ej., App móvil nativa, contenido de la caja personalizado por empleado, entregas fuera de Múnich',
      required: false,
      help: 'Lo que no vas a construir para el lanzamiento.',
      tooltip: 'Ponerlo por escrito evita que el alcance se dispare más adelante.',
    },
    {
      id: 'success_metric',
      label: 'Cómo sabrás que funciona',
      type: 'text',
      placeholder: 'p. ej., El 60 % de las oficinas de prueba se suscriben después de la caja gratuita',
      required: false,
      help: 'Un número medible con un objetivo.',
      tooltip: 'Elige el número más cercano a que los clientes obtengan valor, no las visitas a la página.',
    },
    {
      id: 'constraints',
      label: 'Limitaciones',
      type: 'textarea',
      placeholder: 'p. ej., Cuatro semanas para construirlo, nadie en el equipo sabe programar, presupuesto de 500 €, normas de higiene alimentaria para las entregas',
      required: false,
      help: 'Límites de tiempo, presupuesto, habilidades, normativa o tecnología.',
      tooltip: 'Sé honesto; el brief solo sirve si puedes cumplirlo.',
    },
  ],
  promptTemplate: `# Rol
Eres un product manager y diseñador de producto con experiencia. Escribes briefs de producto concisos con los que un equipo pequeño, un diseñador o un constructor con IA pueden ponerse a trabajar de inmediato, y recortas el alcance sin piedad.

# Contexto
- Startup: {{phase1.company_name}}
- Cliente objetivo: {{phase3.target_customer}}
- Problema: {{phase3.core_problem}}
- Posicionamiento frente a la competencia: {{phase2.differentiation_hypothesis}}
- Oferta estrella: {{hero_offer}}
{{#if phase4.customer_outcome}}- Resultado por el que paga el cliente: {{phase4.customer_outcome}}
{{/if}}{{#if product_type}}- Tipo de producto: {{product_type}}
{{/if}}
# Nuestras aportaciones
Funcionalidades y componentes que tenemos en mente:
{{core_features}}
{{#if user_journey}}
Recorrido del cliente tal como lo vemos:
{{user_journey}}
{{/if}}{{#if out_of_scope}}
Fuera del alcance para el lanzamiento: {{out_of_scope}}
{{/if}}{{#if constraints}}
Limitaciones: {{constraints}}
{{/if}}
# Tarea
Escribe un brief de producto para la primera versión lanzable de {{phase1.company_name}}.
1. Problema y objetivo: el cliente, el problema y el resultado en tres frases.
2. Recorrido del cliente: {{#if user_journey}}mejora nuestro recorrido{{else}}redacta el recorrido{{/if}} en cinco a ocho pasos, marcando el momento de "primer valor".
3. Funcionalidades: prioriza cada funcionalidad como Imprescindible / Deseable / Fuera por ahora (Must / Should / Won't, método MoSCoW), vinculada al paso del recorrido al que sirve. Para cada imprescindible, escribe una historia de usuario ("Como …, quiero …, para …") y dos o tres criterios de aceptación.
4. Primero a mano: para cada deseable, explica cómo puede hacerse a mano para los diez primeros clientes.
{{#if product_type == 'Physical product'}}5. Especificación del producto: materiales, dimensiones, embalaje, abastecimiento y estimación del coste unitario.
{{else}}{{#if product_type == 'Service'}}5. Blueprint del servicio: acciones visibles para el cliente (front-stage) y de trastienda (back-stage) en cada paso del recorrido, y quién las realiza.
{{else}}5. Pantallas o puntos de contacto: enumera cada pantalla o punto de contacto con su propósito y su contenido clave.
{{/if}}{{/if}}6. Métricas de éxito: {{#if success_metric}}usa "{{success_metric}}" como métrica principal y añade dos métricas de apoyo{{else}}propón una métrica principal con un objetivo y dos métricas de apoyo{{/if}}.
7. Riesgos y preguntas abiertas, con cómo podríamos resolver cada uno en una semana.

# Formato de salida
Un documento Markdown en español titulado "Brief de producto: {{phase1.company_name}}" con secciones numeradas que sigan la tarea, una tabla MoSCoW (funcionalidad, prioridad, paso del recorrido, motivo) y no más de unas dos páginas de texto.`,
  expectedOutput: {
    fileCreated: 'product-brief.md',
    whyItMatters:
      'El brief convierte una oferta en trabajo que se puede planificar. Mantiene al equipo construyendo las pocas cosas que cumplen la promesa, y es el contexto que darás a las herramientas de IA para la marca y para construir la web.',
    nextSteps:
      'Comparte el brief con todo el equipo y acuerda con ellos la lista de imprescindibles. En la fase 6 crearás la marca y el kit de medios que dan al producto su imagen y su voz.',
  },
  instructions: [
    'Guarda el brief como product-brief.md.',
    'Comprueba que cada funcionalidad imprescindible se remonta a la oferta estrella; pasa todo lo demás a Deseable o a Fuera por ahora.',
    'Mantén el brief a mano: pegarás partes de él en el constructor web en la fase 7.',
  ],
};
