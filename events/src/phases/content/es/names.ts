/**
 * The phase list's texts in this language (names.ts has the English): what the landing page
 * and the navigation show. Apart from the configs so the web app can load them alone.
 */
import type { PhaseTexts } from '../../translation.js';

export const phases: readonly PhaseTexts[] = [
  {
    name: 'Investigación de mercado',
    teamListName: 'Investigación de mercado',
    landingTitle: 'Investigación de mercado y competencia',
    summary:
      'Dimensiona el mercado en el que entras, descubre quién lo atiende ya y hacia dónde se mueve la demanda, para que cada decisión posterior se base en evidencias y no en corazonadas.',
  },
  {
    name: 'Análisis de la competencia',
    teamListName: 'Competidores',
    landingTitle: 'Construcción de la matriz de competidores',
    summary: 'Compara lado a lado a tus competidores más cercanos en precio, promesa, público y puntos débiles para descubrir el hueco que tu startup puede hacer suyo.',
  },
  {
    name: 'Investigación de contexto',
    teamListName: 'Investigación de contexto',
    landingTitle: 'Investigación de contexto: Deep Research',
    summary:
      'Lanza un encargo de investigación en profundidad sobre tu cliente objetivo y su problema, y pon a prueba tus supuestos más arriesgados antes de construir nada.',
  },
  {
    name: 'Diseño de la oferta estrella',
    teamListName: 'Diseño de la oferta estrella',
    landingTitle: 'Diseña y elige la oferta estrella',
    summary: 'Esboza varias ofertas, puntúalas frente a lo que has aprendido y comprométete con la única oferta estrella que llevarás al mercado.',
  },
  {
    name: 'Generación del brief',
    teamListName: 'Generación del brief',
    landingTitle: 'Diseño de producto y definición de funcionalidades',
    summary:
      'Convierte la oferta estrella en un brief de producto: el recorrido principal del usuario, las pocas funcionalidades que importan para el lanzamiento y lo que se deja fuera a propósito.',
  },
  {
    name: 'Implementación',
    teamListName: 'Implementación',
    landingTitle: 'Kit de medios y activos de marca',
    summary: 'Elige un estilo visual, una voz de marca y una paleta de colores, y genera el kit de medios que usarán tu web y tu lanzamiento.',
  },
  {
    name: 'Configuración del agente de IA',
    teamListName: 'Configuración del agente de IA',
    landingTitle: 'Sitio web y presencia digital',
    summary: 'Dale a un constructor web con IA todo lo que has decidido hasta ahora y publica una landing page con una única llamada a la acción clara.',
  },
  {
    name: 'Revisión final',
    teamListName: 'Revisión final',
    landingTitle: 'Estrategia de lanzamiento y salida al mercado',
    summary:
      'Planifica las primeras semanas tras el lanzamiento: canales, un objetivo medible, una oferta de lanzamiento y las métricas que revisarás; después, envía tu web al escaparate.',
  },
];

export { VISUAL_STYLE_DESCRIPTIONS_ES as visualStyles } from './phase-6.js';
