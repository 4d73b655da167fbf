import type { PhaseConfig } from '../../schema.js';

export const phase4: PhaseConfig = {
  phase: 4,
  title: 'Diseña y elige la oferta estrella',
  estimatedTime: '60 minutos',
  intro:
    'Los clientes no compran ideas; compran ofertas. Una oferta es una promesa concreta a un precio concreto: qué recibe el cliente, qué resultado le aporta y por qué es seguro decir que sí. En esta fase esbozas varias ofertas, pides a un asistente de IA que las afine y las puntúe frente a tu investigación, y eliges la única oferta estrella que vas a construir, a la que vas a dar marca y que vas a lanzar.',
  decisionBoxContent: {
    title: 'Qué hace que una oferta sea la oferta estrella',
    subtitle: 'Una sola oferta, elegida con evidencia, que un cliente entiende en diez segundos',
    sections: [
      {
        number: 1,
        title: 'Las partes de una oferta',
        items: [
          { label: 'Resultado', content: 'El resultado que obtiene el cliente, con sus palabras, no tus funcionalidades.' },
          { label: 'Entregable', content: 'Exactamente qué recibe y cuándo.' },
          { label: 'Precio y modelo', content: 'Cuánto, con qué frecuencia y con qué se compara.' },
          { label: 'Reversión del riesgo', content: 'Una garantía, una prueba o un piloto que facilite decir que sí.' },
        ],
      },
      {
        number: 2,
        title: 'Cómo elegir',
        items: [
          { label: 'Evidencia', content: 'Da preferencia a la oferta que responde a la necesidad más fuerte que encontraste en tu investigación en profundidad.' },
          { label: 'Factibilidad', content: 'Da preferencia a la oferta que puedes entregar a los diez primeros clientes a mano si hace falta.' },
          { label: 'Diferencia', content: 'Da preferencia a la oferta que se sitúa en el espacio libre de tu matriz de competidores.' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Esboza al menos tres ideas de oferta, por toscas que sean.',
        'Ejecuta el prompt y lee la puntuación con espíritu crítico.',
        'Decide una oferta estrella y escríbela en una frase.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Genera de tres a cinco variantes de oferta en una lluvia de ideas', time: '15 min' },
    { step: 2, action: 'Describe el resultado que quiere el cliente y tu idea de precio', time: '10 min' },
    {
      step: 3,
      action: 'Ejecuta el prompt y compara las ofertas puntuadas',
      time: '15 min',
      details: {
        title: 'Cómo leer la tabla de puntuación',
        steps: [
          'Comprueba que cada puntuación cita tu investigación, no ideas generales.',
          'Busca la oferta con el mejor equilibrio, no la que tiene la puntuación individual más alta.',
          'Pide al asistente que combine las partes fuertes de dos ofertas si hace falta.',
        ],
      },
    },
    { step: 4, action: 'Elige la oferta estrella y prueba su pitch de una frase con alguien ajeno al equipo', time: '20 min' },
  ],
  fields: [
    {
      id: 'offer_ideas',
      label: 'Ideas de oferta',
      type: 'textarea',
      placeholder:
        'p. ej., A) Caja semanal de verduras rescatadas para oficinas, 89 €/semana. B) Suscripción mensual "cocina sin desperdicio" con tentempiés e informes. C) Evento puntual de cocina en equipo con productos excedentes.',
      required: true,
      help: 'De tres a cinco ofertas distintas, cada una con lo que se entrega y un precio aproximado.',
      tooltip: 'Varía algo más que el precio: cambia el entregable, la frecuencia o el cliente.',
    },
    {
      id: 'customer_outcome',
      label: 'Resultado que quiere el cliente',
      type: 'textarea',
      placeholder:
        'p. ej., Tentempiés saludables que la plantilla de verdad se coma, nada de desperdicio y una historia de sostenibilidad para la memoria de la empresa.',
      required: true,
      help: 'El resultado por el que paga tu cliente, con sus palabras.',
      tooltip: 'Tómalo de la evidencia más sólida de tu investigación en profundidad.',
    },
    {
      id: 'pricing_model',
      label: 'Modelo de precios',
      type: 'select',
      options: [
        { value: 'One-off purchase', label: 'Compra única' },
        { value: 'Subscription', label: 'Suscripción' },
        { value: 'Usage-based', label: 'Pago por uso' },
        { value: 'Freemium', label: 'Freemium con mejora de pago' },
        { value: 'Tiered packages', label: 'Paquetes escalonados (bueno / mejor / el mejor)' },
      ],
      required: false,
      help: 'Cómo pagan los clientes.',
      tooltip: 'Adáptate a cómo pagan ya los clientes por las alternativas de tu matriz.',
    },
    {
      id: 'price_point',
      label: 'Precio que tienes en mente',
      type: 'text',
      placeholder: 'p. ej., 89 € por semana, facturado mensualmente',
      required: false,
      help: 'Incluye la moneda y el periodo.',
      tooltip: 'El asistente lo contrastará con los precios de la competencia.',
    },
    {
      id: 'guarantee',
      label: 'Garantía o reversión del riesgo',
      type: 'text',
      placeholder: 'p. ej., Primera caja gratis; cancela cualquier semana',
      required: false,
      help: 'Lo que hace que a un cliente le resulte seguro probarte.',
      tooltip: 'Una garantía sólida suele importar más que un precio más bajo.',
    },
  ],
  promptTemplate: `# Rol
Eres un diseñador de ofertas y estratega de precios para startups en fase inicial. Conviertes ideas en bruto en ofertas concretas e irresistibles, y eliges entre ellas basándote en la evidencia, no en el entusiasmo.

# Lo que sabemos
- Startup: {{phase1.company_name}} — {{phase1.product_idea}}
- Cliente objetivo: {{phase3.target_customer}}
- Su problema: {{phase3.core_problem}}
- Dónde podemos ganar a la competencia: {{phase2.differentiation_hypothesis}}
{{#if phase2.price_positioning}}- Posicionamiento de precio previsto: {{phase2.price_positioning}}
{{/if}}- El resultado que quiere el cliente: {{customer_outcome}}

# Nuestras ideas de oferta
{{offer_ideas}}
{{#if pricing_model}}
Modelo de precios preferido: {{pricing_model}}{{#if price_point}}, a {{price_point}}{{/if}}.
{{else}}{{#if price_point}}
Precio que tenemos en mente: {{price_point}}.
{{/if}}{{/if}}{{#if guarantee}}
Garantía que estamos considerando: {{guarantee}}
{{/if}}
# Tarea
1. Reescribe cada idea como una oferta completa: nombre, resultado prometido, entregables exactos, precio y facturación, reversión del riesgo y para quién es.
2. Puntúa cada oferta del 1 al 5 en: intensidad de la necesidad del cliente (usa la investigación), diferencia respecto a la competencia, disposición a pagar, facilidad de entrega a los diez primeros clientes y escalabilidad. Muestra las puntuaciones en una tabla con una razón de una línea por puntuación.
3. Recomienda una oferta estrella y explica por qué supera a las demás. Si combinar dos ofertas da un resultado más sólido, propón la combinación.
4. Para la oferta estrella, escribe:
   - un pitch de una frase que un cliente entienda en diez segundos,
   - un titular y un subtítulo para una landing page,
   - tres viñetas con beneficios,
   - la principal objeción y cómo la responde la oferta,
   - una recomendación de precio con una breve justificación frente a los precios de la competencia.
5. Propón el experimento más pequeño que demostraría una demanda real en dos semanas (por ejemplo, una página de reservas anticipadas o diez conversaciones de venta), con un umbral de éxito.

# Formato de salida
Un documento Markdown en español titulado "Oferta estrella: {{phase1.company_name}}" con estas secciones: Opciones de oferta, Tabla de puntuación, Recomendación, Oferta estrella (pitch, titular, beneficios, respuesta a objeciones, precio), Experimento de demanda.`,
  expectedOutput: {
    fileCreated: 'hero-offer.md',
    whyItMatters:
      'Una oferta estrella clara enfoca todo lo que viene después: el brief de producto construye solo lo que promete la oferta, la marca le habla a su cliente y la web la vende. Los equipos que se saltan este paso acaban con una web que describe un producto pero no vende nada.',
    nextSteps:
      'Escribe la oferta estrella elegida y su pitch de una frase al principio de las notas del equipo. En la fase 5 la convertirás en un brief de producto con las funcionalidades necesarias para entregarla.',
  },
  instructions: [
    'Guarda la respuesta como hero-offer.md.',
    'Cuéntale el pitch de una frase a alguien de fuera del equipo y anota lo que te pregunta.',
    'Si es posible, lleva a cabo el experimento de demanda propuesto antes de la fase de lanzamiento.',
  ],
};
