import { CONSENT_DEFAULTS } from '@/lib/consent/consent-mode';
import { CONSENT_PURPOSES } from '@/lib/consent/purposes';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from '@/lib/consent/stored-consent';

/** Set on `<html>` by the script when the consent banner must show (globals.css reveals it). */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/** On the banner's buttons and the settings buttons: the choice a click on them makes. */
export const CONSENT_ACTION_ATTRIBUTE = 'data-consent-action';
export const CONSENT_ACTIONS = ['accept', 'decline', 'settings'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** Spread on a button that makes `action`. */
export const consentActionAttribute = (action: ConsentAction) => ({ [CONSENT_ACTION_ATTRIBUTE]: action });

/**
 * Where the script keeps the clicks on those buttons made before the consent manager runs: the
 * banner is painted before the page's scripts load (docs/caching.md, scripts after the first
 * paint), and a visitor's first click must not be lost.
 */
export const EARLY_CONSENT_ACTIONS = '__vitrineConsentActions';

/**
 * The clicks kept so far, in order; from then on the script keeps none (the consent manager
 * answers them itself).
 */
export function takeEarlyConsentActions(target: Record<string, unknown>): ConsentAction[] {
  const kept = target[EARLY_CONSENT_ACTIONS];
  target[EARLY_CONSENT_ACTIONS] = null;
  if (!Array.isArray(kept)) return [];
  return kept.filter((action): action is ConsentAction => (CONSENT_ACTIONS as readonly unknown[]).includes(action));
}

/**
 * The inline script at the top of every page (run with the request's CSP nonce): it defines
 * `gtag`, queues the Consent Mode defaults, and replays a returning visitor's stored choice so
 * that tags loaded later see it at once. `?setcookies` drops the stored choice before it is read.
 * When the banner must ask (no valid choice, not a preview path: showsConsentBanner's rule), it
 * marks `<html data-consent-ask>`, which makes the server-rendered banner visible from the first
 * paint; a returning visitor never sees it flash, and a browser without JavaScript, which runs
 * no tag, is not asked. A click on the banner's buttons before the consent manager runs is kept
 * for it (an accept or a decline hides the banner at once), so that no first choice is lost.
 *
 * It repeats parseStoredConsent's checks in plain ES5 because it runs before any bundle; a unit
 * test runs both on the same inputs so they cannot drift apart.
 */
export function consentBootstrapScript(version: string = CONSENT_POLICY_VERSION): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(w){
w.dataLayer=w.dataLayer||[];
w.gtag=w.gtag||function gtag(){w.dataLayer.push(arguments);};
w.gtag('consent','default',${json(CONSENT_DEFAULTS)});
function ask(){if(w.location.pathname.toLowerCase().indexOf('preview')<0)w.document.documentElement.setAttribute(${json(CONSENT_ASK_ATTRIBUTE)},'');}
w[${json(EARLY_CONSENT_ACTIONS)}]=[];
w.document.addEventListener('click',function(e){
var kept=w[${json(EARLY_CONSENT_ACTIONS)}],button=e.target&&e.target.closest?e.target.closest('[${CONSENT_ACTION_ATTRIBUTE}]'):null;
if(!kept||!button)return;
var action=button.getAttribute(${json(CONSENT_ACTION_ATTRIBUTE)});kept.push(action);
if(action!=='settings')w.document.documentElement.removeAttribute(${json(CONSENT_ASK_ATTRIBUTE)});
},true);
try{
var key=${json(CONSENT_STORAGE_KEY)},purposes=${json(CONSENT_PURPOSES)};
if(new URLSearchParams(w.location.search).has('setcookies')){ask();w.localStorage.removeItem(key);return;}
var stored=JSON.parse(w.localStorage.getItem(key)||'null');
if(!stored||typeof stored!=='object'||stored.version!==${json(version)}||!stored.choices||typeof stored.choices!=='object'){ask();return;}
var update={};
for(var i=0;i<purposes.length;i++){var value=stored.choices[purposes[i]];if(typeof value!=='boolean'){ask();return;}update[purposes[i]]=value?'granted':'denied';}
w.gtag('consent','update',update);
}catch(e){ask();}
})(window);`;
}
