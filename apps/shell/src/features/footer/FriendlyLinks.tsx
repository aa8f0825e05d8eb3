import { LinkOutlined, UpOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOTER_HIDE_MS } from '../../shared/constants.ts';
import { useLanguageStore } from '../../shared/i18n/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';
import { getFriendlyLinks } from './api.ts';
import './friendly-links.css';


/** Only web addresses are links; anything else stored by mistake is not clickable. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The footer of quick-access links to company systems (SPEC §1). It shows when the page opens
 * and hides after 2 s (SPEC §4, §9); the handle at the bottom edge brings it back, and it hides
 * again 2 s after the pointer or focus leaves it.
 */
export function FriendlyLinks() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const { data: links = [] } = useQuery({ queryKey: tenantKey('friendly-links', language), queryFn: getFriendlyLinks, staleTime: 10 * 60_000 });
  const [shown, setShown] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  const hideLater = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(false), FOOTER_HIDE_MS);
  };
  const show = () => {
    window.clearTimeout(timer.current);
    setShown(true);
  };

  useEffect(() => {
    timer.current = window.setTimeout(() => setShown(false), FOOTER_HIDE_MS);
    return () => window.clearTimeout(timer.current);
  }, []);

  if (links.length === 0) return null;
  return (
    <div className={`portal-footer${shown ? ' is-shown' : ''}`} onMouseEnter={show} onMouseLeave={hideLater} onFocus={show} onBlur={hideLater}>
      <button type="button" className="portal-footer__handle" aria-expanded={shown} aria-controls="portal-friendly-links" onClick={show}>
        <UpOutlined />
        {t('footer.handle')}
      </button>
      <footer className="portal-footer__bar" id="portal-friendly-links" aria-label={t('footer.title')} aria-hidden={!shown}>
        <span className="portal-footer__title">
          <LinkOutlined />
          {t('footer.title')}
        </span>
        <nav className="portal-footer__links">
          {links.map((link) =>
            isWebUrl(link.url) ? (
              <a key={link.name} href={link.url} target="_blank" rel="noopener noreferrer" tabIndex={shown ? 0 : -1}>
                {link.name}
              </a>
            ) : (
              <span key={link.name}>{link.name}</span>
            ),
          )}
        </nav>
      </footer>
    </div>
  );
}
