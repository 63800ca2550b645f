import { createTheme, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type VariantColorsResolver } from '@mantine/core';
import { contrastRatio, readableOn } from '../ui/contrast';

// WCAG AA everywhere (axe scans every screen): Mantine's defaults put white
// on mid shades and shade 9 on shade 1, which fall short for several colours.
const aa = 4.6;

const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return base;
  const shades = input.theme.colors[parsed.color];
  const requested = parsed.shade ?? 8;
  switch (input.variant) {
    case 'filled': {
      // The first shade from the requested one that carries white text; a
      // colour too light for white (yellow) gets black text instead.
      let shade = requested;
      while (shade < 9 && contrastRatio('#ffffff', shades[shade]) < aa) shade++;
      const white = contrastRatio('#ffffff', shades[shade]) >= aa;
      return {
        ...base,
        background: shades[shade],
        hover: shades[Math.min(9, shade + 1)],
        color: white ? '#ffffff' : '#000000',
        hoverColor: white ? '#ffffff' : '#000000',
      };
    }
    case 'light':
      return { ...base, background: shades[1], hover: shades[2], color: readableOn(shades[9], shades[2], aa), hoverColor: readableOn(shades[9], shades[2], aa) };
    case 'subtle':
    case 'outline':
    case 'transparent':
      return { ...base, color: readableOn(shades[Math.max(requested, 8)], '#ffffff', aa), hoverColor: readableOn(shades[9], shades[1], aa) };
    default:
      return base;
  }
};

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  variantColorResolver,
  components: {
    // Mantine 9 keeps every closed dropdown's options mounted (hidden): the
    // board's Rep filter rendered 50 options and the booking form several
    // hundred on each first render. Options render when a dropdown opens
    // (aria-controls is set only then, so nothing points at a missing list).
    // A plain object, not Combobox.extend(): importing Combobox here would
    // bring it (and Popover) into the initial bundle.
    Combobox: { defaultProps: { keepMounted: false } },
    // A dialog's header is a <header>, which outside sectioning elements
    // reads as a second banner landmark beside the app's own (axe
    // landmark-no-duplicate-banner, issue 16): a plain block inside dialogs.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
  },
  dark: {},
});
