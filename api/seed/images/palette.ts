import type { Color } from 'contracts';

/** How each catalogue colour is painted, with a soft background that keeps it readable (white on warm sand). */
export const COLOR_PAINT: Record<Color, { fill: string; shade: string; background: string }> = {
  blue: { fill: '#3f5f8f', shade: '#2c4468', background: '#eef1f4' },
  black: { fill: '#262626', shade: '#000000', background: '#efece7' },
  red: { fill: '#b0403a', shade: '#7e2c28', background: '#f6ede9' },
  white: { fill: '#fbfaf6', shade: '#b9b2a6', background: '#e9e2d6' },
  beige: { fill: '#d9c4a5', shade: '#a68e6c', background: '#f4efe7' },
  green: { fill: '#667e5f', shade: '#465a41', background: '#eef0ea' },
  orange: { fill: '#d4833a', shade: '#a05e22', background: '#f7efe6' },
  gray: { fill: '#8d8d8a', shade: '#5f5f5c', background: '#f1f0ed' },
  purple: { fill: '#6f5280', shade: '#4d385a', background: '#f1edf3' },
  brown: { fill: '#7b5538', shade: '#553a25', background: '#f3ede7' },
};

/** Editorial accents of the banner illustrations (sage and terracotta, as in the shop theme). */
export const ACCENTS = {
  sand: '#efe7dc',
  cream: '#f7f3ec',
  sage: '#a9b8a0',
  sageDeep: '#6f8468',
  terracotta: '#c87f5d',
  clay: '#e3c2ad',
  ink: '#2b2926',
  mist: '#e4e8e6',
};
