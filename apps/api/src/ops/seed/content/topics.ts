/** Topics of the seed content and how their pictures look. */
export type Topic =
  | 'erkaeltung'
  | 'sonnenschutz'
  | 'verdauung'
  | 'allergien'
  | 'schmerz'
  | 'haut'
  | 'vitamine'
  | 'reise'
  | 'schlaf'
  | 'blase';

export type IconName =
  | 'drop'
  | 'sun'
  | 'leaf'
  | 'flower'
  | 'bolt'
  | 'heart'
  | 'capsule'
  | 'plane'
  | 'moon'
  | 'shield'
  | 'thermometer'
  | 'spray';

export interface Palette {
  /** Gradient start and end. */
  from: string;
  to: string;
  /** Accent for icons and badges. */
  accent: string;
  /** Text on the gradient. */
  ink: string;
}

export const TOPICS: Record<Topic, { label: string; icon: IconName; palette: Palette }> = {
  erkaeltung: {
    label: 'Erkältung',
    icon: 'thermometer',
    palette: { from: '#dff1f7', to: '#9fd3e6', accent: '#1f6f8b', ink: '#113f50' },
  },
  sonnenschutz: {
    label: 'Sonnenschutz',
    icon: 'sun',
    palette: { from: '#fff4d6', to: '#ffc871', accent: '#d9741a', ink: '#6b3208' },
  },
  verdauung: {
    label: 'Verdauung',
    icon: 'leaf',
    palette: { from: '#e7f5e4', to: '#a9d8a0', accent: '#3f7f37', ink: '#1f4519' },
  },
  allergien: {
    label: 'Allergien',
    icon: 'flower',
    palette: { from: '#f0eafa', to: '#c8b5ec', accent: '#6a4bb0', ink: '#352063' },
  },
  schmerz: {
    label: 'Schmerz',
    icon: 'bolt',
    palette: { from: '#fde8e6', to: '#f2a9a1', accent: '#b23a30', ink: '#5e1611' },
  },
  haut: {
    label: 'Hautpflege',
    icon: 'drop',
    palette: { from: '#fdeef3', to: '#f1bccd', accent: '#b4496e', ink: '#5a1a31' },
  },
  vitamine: {
    label: 'Vitamine',
    icon: 'capsule',
    palette: { from: '#fbf6dc', to: '#e6d77e', accent: '#8a7a12', ink: '#3f3806' },
  },
  reise: {
    label: 'Reisemedizin',
    icon: 'plane',
    palette: { from: '#e3f0fb', to: '#a7c9ec', accent: '#2d5f9a', ink: '#152f4f' },
  },
  schlaf: {
    label: 'Schlaf',
    icon: 'moon',
    palette: { from: '#e8e9f7', to: '#a9acdc', accent: '#3c418f', ink: '#1b1e4a' },
  },
  blase: {
    label: 'Blase',
    icon: 'shield',
    palette: { from: '#e2f6f4', to: '#98d9d1', accent: '#1c7c71', ink: '#0d3f39' },
  },
};
