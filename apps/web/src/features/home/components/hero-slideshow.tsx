import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { UI } from '@kisansetu/contract';
import { buttonClasses, cn } from '@/components/ui';
import { useCurrentUser } from '@/lib/store';
import { paths } from '@/lib/paths';
import { PauseIcon, PlayIcon } from '@/components/icons';

const SLIDES = [
  { image: '/hero/slide-1.svg', title: 'hero.slide1.title', subtitle: 'hero.slide1.subtitle' },
  { image: '/hero/slide-2.svg', title: 'hero.slide2.title', subtitle: 'hero.slide2.subtitle' },
  { image: '/hero/slide-3.svg', title: 'hero.slide3.title', subtitle: 'hero.slide3.subtitle' },
] as const;

/**
 * Three slides with the home page's slogans, advancing every 5000 ms; dots jump to a slide, and a pause button stops the
 * motion (WCAG 2.2.2). The grey box behind each background is its placeholder while it loads.
 */
export function HeroSlideshow() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const running = !paused && !focusInside;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setActive((index) => (index + 1) % SLIDES.length), UI.heroIntervalMs);
    return () => clearInterval(timer);
  }, [running]);

  const sellHref = user?.role === 'seller' ? paths.upload : user ? paths.products : paths.sellerSignup;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className="relative grid min-h-[16.5rem] overflow-hidden bg-stone-300 text-white sm:min-h-[26rem]"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      {/* The slides share one grid cell, so the hero is as tall as its longest slide in the reader's language (a
          Tamil title takes four lines on a phone) instead of cutting it off. */}
      <div aria-live={running ? 'off' : 'polite'} className="grid">
        {SLIDES.map((slide, index) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slideOf', { n: index + 1, total: SLIDES.length })}
            aria-hidden={index !== active}
            className={cn(
              'relative col-start-1 row-start-1 transition-opacity duration-700 motion-reduce:transition-none',
              index === active ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          >
            <img
              src={slide.image}
              alt=""
              width={1200}
              height={520}
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              className="absolute inset-0 h-full w-full object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/50 to-black/35" />
            <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-end gap-1.5 px-4 pt-6 pb-12 sm:justify-center sm:gap-3 sm:pt-8 sm:pb-14">
              <p className="max-w-2xl text-[1.35rem] leading-tight font-extrabold text-balance sm:text-5xl">
                {t(slide.title)}
              </p>
              <p className="max-w-xl text-sm text-white/95 sm:text-lg">{t(slide.subtitle)}</p>
              <div className="flex flex-wrap gap-2 pt-1">
                <Link
                  to={paths.products}
                  tabIndex={index === active ? 0 : -1}
                  className={buttonClasses('secondary', 'md', 'px-3 sm:px-4')}
                >
                  {t('hero.ctaBrowse')}
                </Link>
                <Link
                  to={sellHref}
                  tabIndex={index === active ? 0 : -1}
                  className={buttonClasses(
                    'outline',
                    'md',
                    'border-white bg-white/10 px-3 text-white hover:bg-white/20 sm:px-4',
                  )}
                >
                  {t('hero.ctaSell')}
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-center sm:bottom-2">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.image}
            type="button"
            aria-label={t('hero.goTo', { n: index + 1, total: SLIDES.length })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => setActive(index)}
            className="flex size-12 items-center justify-center"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all',
                index === active ? 'w-6 bg-white' : 'w-2.5 bg-white/60',
              )}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t('hero.play') : t('hero.pause')}
          className="flex size-12 items-center justify-center rounded-full"
        >
          {paused ? (
            <PlayIcon className="size-8 rounded-full bg-black/30 p-2" />
          ) : (
            <PauseIcon className="size-8 rounded-full bg-black/30 p-2" />
          )}
        </button>
      </div>
    </section>
  );
}
