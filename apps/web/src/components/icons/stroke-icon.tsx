import type { ReactNode, SVGProps } from 'react';

type StrokeIconProps = Pick<
  SVGProps<SVGSVGElement>,
  'fill' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin'
> & {
  className?: string;
  children: ReactNode;
};

/**
 * The frame the outlined icons share: 2-unit lines in the text's colour, hidden from screen readers because
 * the button or link around an icon carries its words; an icon overrides the line width, line ends or fill
 * where its drawing differs.
 */
export function StrokeIcon({ className, children, ...overrides }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      {...overrides}
    >
      {children}
    </svg>
  );
}
