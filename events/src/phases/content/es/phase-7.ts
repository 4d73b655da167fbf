import type { PhaseConfig } from '../../schema.js';

export const phase7: PhaseConfig = {
  phase: 7,
  title: 'Sitio web y presencia digital',
  estimatedTime: '90 minutos',
  intro:
    'Es hora de poner tu startup en internet. En esta fase preparas un agente de IA para construir webs con todo lo que has decidido hasta ahora: el cliente, la oferta estrella, el brief de producto y la marca. El prompt está escrito como un encargo de construcción completo, para que el agente pueda producir una landing page funcional de una sola vez y tú dediques el tiempo a revisarla y mejorarla en lugar de explicar lo básico.',
  decisionBoxContent: {
    title: 'Una landing page con una sola misión',
    subtitle: 'Decide qué debe hacer un visitante y diseña todo en torno a eso',
    sections: [
      {
        number: 1,
        title: 'Un objetivo, una llamada a la acción',
        items: [
          { label: 'Objetivo', content: 'Elige la única acción que demuestra la demanda: registrarse, reservar por adelantado, agendar una llamada o comprar.' },
          { label: 'Llamada a la acción', content: 'Usa el mismo texto de botón en toda la página; que diga qué pasa a continuación.' },
        ],
      },
      {
        number: 2,
        title: 'Cómo elegir un constructor con IA',
        items: [
          { label: 'Agentes que generan código', content: 'Herramientas como Lovable, Bolt, v0 o Replit generan una aplicación web real que puedes ampliar y publicar.' },
          {
            label: 'Constructores visuales',
            content: 'Herramientas como Framer o Webflow dan más control sobre el diseño y usan la IA para la maquetación y los textos.',
          },
          { label: 'En cualquier caso', content: 'Asegúrate de que puedes publicar hoy en una URL pública; la necesitas para el escaparate.' },
        ],
      },
    ],
    action: {
      title: 'Lo que haces en esta fase',
      items: [
        'Decide el objetivo de la web y el texto de la llamada a la acción.',
        'Pega el prompt en tu constructor con IA y genera la primera versión.',
        'Revísala en un móvil, corrige los textos y publícala en una URL pública.',
      ],
    },
  },
  stepByStepFlow: [
    { step: 1, action: 'Elige el objetivo de la web, la llamada a la acción y el constructor', time: '10 min' },
    { step: 2, action: 'Pega el prompt en el constructor con IA y genera el sitio', time: '15 min' },
    {
      step: 3,
      action: 'Revisa e itera con el agente',
      time: '40 min',
      details: {
        title: 'Lista de comprobación para la revisión',
        steps: [
          '¿Puede un desconocido saber qué ofreces y para quién en cinco segundos?',
          '¿Lleva cada botón a la misma llamada a la acción?',
          '¿La página funciona y se ve bien en un móvil?',
          '¿El formulario recoge de verdad los registros (envíate una prueba)?',
          'Pide al agente un cambio cada vez y comprueba cada resultado.',
        ],
      },
    },
    { step: 4, action: 'Publica el sitio y comparte la URL con el equipo', time: '15 min' },
  ],
  fields: [
    {
      id: 'website_goal',
      label: 'Objetivo de la web',
      type: 'select',
      options: [
        { value: 'Collect waitlist sign-ups', label: 'Conseguir registros en la lista de espera' },
        { value: 'Take pre-orders', label: 'Recibir reservas anticipadas' },
        { value: 'Book demos or calls', label: 'Agendar demos o llamadas' },
        { value: 'Sell directly', label: 'Vender directamente' },
      ],
      required: true,
      help: 'La única cosa que debe hacer un visitante.',
      tooltip: 'Elige la acción que mejor demuestre una demanda real en esta etapa.',
    },
    {
      id: 'primary_cta',
      label: 'Texto del botón de llamada a la acción',
      type: 'text',
      placeholder: 'p. ej., Consigue tu primera caja gratis',
      required: true,
      help: 'El texto de tu botón principal. Di qué obtiene el visitante.',
      tooltip: '"Consigue tu primera caja gratis" funciona mejor que "Enviar" o "Más información".',
    },
    {
      id: 'ai_builder',
      label: 'Constructor web con IA',
      type: 'select',
      options: [
        { value: 'Lovable', label: 'Lovable' },
        { value: 'Bolt', label: 'Bolt' },
        { value: 'v0', label: 'v0' },
        { value: 'Replit Agent', label: 'Replit Agent' },
        { value: 'Framer AI', label: 'Framer AI' },
        { value: 'Other', label: 'Otro / aún no lo sé' },
      ],
      required: false,
      help: 'La herramienta en la que pegarás este prompt.',
      tooltip: 'El prompt adapta sus instrucciones técnicas a los agentes que generan código.',
    },
    {
      id: 'page_sections',
      label: 'Secciones que quieres en la página',
      type: 'textarea',
      placeholder:
        'p. ej., Cabecera con la oferta y el botón; cómo funciona en 3 pasos; qué trae la caja; cifras de impacto; preguntas frecuentes; formulario de registro',
      required: false,
      help: 'Déjalo vacío para usar una estructura de landing page probada.',
      tooltip: 'Menos secciones suelen convertir mejor.',
    },
    {
      id: 'domain_name',
      label: 'Nombre de dominio',
      type: 'text',
      placeholder: 'p. ej., greencrate.de',
      required: false,
      help: 'Si tienes o quieres un dominio.',
      tooltip: 'El subdominio gratuito del constructor basta para el escaparate.',
    },
    {
      id: 'seo_keywords',
      label: 'Palabras clave de búsqueda',
      type: 'text',
      placeholder: 'p. ej., entrega de verduras a oficinas Múnich, tentempiés sin desperdicio para oficinas',
      required: false,
      help: 'Frases que tus clientes escribirían en un buscador.',
      tooltip: 'Se usan en el título de la página, la meta descripción y los encabezados.',
    },
    {
      id: 'integrations',
      label: 'Integraciones',
      type: 'textarea',
      placeholder:
        'p. ej., Registros en una hoja de Google Sheets; Calendly para las llamadas; enlace de pago de Stripe para las reservas anticipadas; analítica con Plausible',
      required: false,
      help: 'Servicios a los que debe conectarse el sitio.',
      tooltip: 'Empieza por la opción más sencilla que funcione; puedes mejorarla más adelante.',
    },
  ],
  promptTemplate: `Eres un diseñador web y desarrollador front-end experto que está construyendo una landing page de alta conversión para una startup en fase inicial. Construye ya la página completa a partir del encargo que sigue. Hazme preguntas solo si falta algo esencial. Escribe todos los textos de la página en español.

# Negocio
- Empresa: {{phase1.company_name}}
- Qué hacemos: {{phase1.product_idea}}
- Cliente objetivo: {{phase3.target_customer}}
- Su problema: {{phase3.core_problem}}
- Oferta estrella: {{phase5.hero_offer}}
- Por qué nosotros y no las alternativas: {{phase2.differentiation_hypothesis}}
{{#if phase5.core_features}}- Qué incluye el producto: {{phase5.core_features}}
{{/if}}{{#if phase4.guarantee}}- Garantía: {{phase4.guarantee}}
{{/if}}
# Objetivo de la página
- Objetivo: {{website_goal}}
- Llamada a la acción principal (usa exactamente este texto de botón en todas partes): "{{primary_cta}}"
{{#if website_goal == 'Collect waitlist sign-ups'}}- Incluye un formulario de registro breve (nombre, correo electrónico, empresa) con un estado de agradecimiento claro y una nota sobre privacidad.
{{/if}}{{#if website_goal == 'Take pre-orders'}}- El botón lleva al pago (te daré un enlace de pago); muestra el precio y qué ocurre después de hacer el pedido.
{{/if}}{{#if website_goal == 'Book demos or calls'}}- El botón abre un calendario de reservas (te daré el enlace); indica cuánto dura la llamada y qué obtiene el visitante de ella.
{{/if}}{{#if website_goal == 'Sell directly'}}- Muestra junto al botón el precio, lo que incluye y las condiciones de entrega; el botón lleva al pago.
{{/if}}
# Marca
- Estilo visual: {{phase6.visual_style}}
- Voz: {{phase6.voice_persona}}
- Color principal: {{phase6.primary_color}}{{#if phase6.secondary_color}}; secundario: {{phase6.secondary_color}}{{/if}}{{#if phase6.accent_color}}; acento: {{phase6.accent_color}}{{/if}}
{{#if phase6.tagline_ideas}}- Eslogan: {{phase6.tagline_ideas}}
{{/if}}{{#if phase6.avoid}}- Evitar: {{phase6.avoid}}
{{/if}}
# Estructura de la página
{{#if page_sections}}{{page_sections}}{{else}}1. Cabecera: titular con el resultado, subtítulo con cómo funciona, botón de llamada a la acción, imagen de apoyo.
2. Problema: el dolor del cliente con sus propias palabras.
3. Cómo funciona: tres pasos sencillos.
4. Beneficios: de tres a cuatro beneficios con iconos.
5. Prueba social o credibilidad: primeros testimonios, socios o cifras (usa marcadores de posición claramente señalados si todavía no tenemos ninguno).
6. Preguntas frecuentes: cinco preguntas que respondan a las principales objeciones.
7. Llamada a la acción final y, después, un pie de página con enlaces a contacto, aviso legal y privacidad.{{/if}}

# Requisitos
- Diseño adaptable pensado primero para móvil; carga rápida; accesible (HTML semántico, textos alternativos, contraste de al menos 4,5:1, navegable con teclado).
- Escribe todos los textos con la voz de la marca; frases cortas; nada de lorem ipsum.
{{#if seo_keywords}}- SEO: el título de la página, la meta descripción, los encabezados y los textos alternativos de las imágenes usan estas palabras clave de forma natural: {{seo_keywords}}.
{{else}}- SEO: escribe un título de página y una meta descripción que mencionen la oferta y el cliente.
{{/if}}{{#if integrations}}- Integraciones: {{integrations}}.
{{/if}}{{#if domain_name}}- El sitio estará en {{domain_name}}; configura en consecuencia las URL canónicas y las etiquetas de vista previa para redes sociales.
{{/if}}{{#if ai_builder == 'Framer AI'}}- Usa las secciones y los componentes nativos de Framer para que podamos editarlo todo visualmente.
{{else}}- Usa un stack sencillo y fácil de mantener (por ejemplo, React con Tailwind CSS), reúne los textos en un solo lugar para que podamos editarlos y deja el sitio listo para publicarse en una URL pública.
{{/if}}- Añade etiquetas para compartir en redes sociales (Open Graph) y un favicon con el color principal.

Cuando termines, enumera lo que todavía tengo que aportar (enlaces, imágenes, textos legales) y propón tres ideas de test A/B para el titular o la llamada a la acción.`,
  expectedOutput: {
    fileCreated: 'website-brief.md (y una landing page publicada)',
    whyItMatters:
      'Una página publicada convierte tu startup de un plan en algo a lo que los clientes pueden responder. Los registros, las reservas o los pedidos anticipados son la primera evidencia real de demanda, y la URL es lo que tu cohorte verá y votará en el escaparate.',
    nextSteps:
      'Publica el sitio, prueba la llamada a la acción de principio a fin y anota la URL pública. En la fase 8 planificarás el lanzamiento, enviarás la URL al escaparate de tu cohorte y atraerás a los primeros visitantes.',
  },
  instructions: [
    'Guarda el prompt que usaste como website-brief.md para poder reconstruir o ajustar el sitio más adelante.',
    'Publica el sitio en una URL pública y ábrelo en al menos dos móviles.',
    'Haz un registro o una reserva de prueba para asegurarte de que la llamada a la acción funciona de verdad.',
  ],
};
