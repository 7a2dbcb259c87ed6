// The Montenegrin texts of errors.ts's area (its Russian in ../ru/errors.ts).
export const errorMessagesCnr = {
  'error.code.delivery.order-sum-not-enough.range': 'Iznos narudžbe je manji od minimalnog',
  'error.code.delivery.order-sum-too-much.range':
    'Iznos narudžbe je veći od maksimalnog. Podijelite narudžbu',
  'error.code.delivery.address-out-of-zone': 'Adresa nije u zoni dostave',
  'error.code.person-order.position-not-found-in-resto': 'Jelo nije pronađeno u izabranom restoranu',
  'error.code.person-order.position-not-available': 'Jelo trenutno nije dostupno za narudžbu',
  'error.code.person-order.modifier-invalid': 'Izabrani dodaci nijesu dozvoljeni za ovo jelo',
  'error.code.person-order.sold-out': 'Nema na stanju: {name}. Uklonite ga iz korpe',
  'error.code.person-order.idempotency-key-reused':
    'Ova narudžba je već poslata s drugačijim sadržajem. Osvježite stranicu',
  'error.code.person-order.in-progress': 'Narudžba se već šalje. Sačekajte nekoliko sekundi',
  'error.code.person-order.phone-invalid': 'Ovaj broj telefona ne postoji. Provjerite ga',
  'error.code.person-order.too-many-open':
    'Više vaših narudžbi u ovom restoranu još čeka plaćanje pri preuzimanju. Sačekajte ih ili platite onlajn',
  'error.code.order.invalid-transition': 'Narudžba ne može preći u taj status',
  'error.code.bonuses.not-enough':
    'Na računu je manje bonusa nego što narudžba troši: iskoristila ih je druga narudžba. Provjerite korpu ponovo.',
  'error.code.bonuses.birth-date-already-set':
    'Rođendan je već unesen. Da biste ga promijenili, obratite se podršci',
  'error.code.bonuses.birth-date-invalid':
    'Provjerite datum rođenja: ne može biti u budućnosti, prije 1900. godine niti manje od 14 godina unazad',
  'error.code.person-order.too-large':
    'Narudžba je prevelika za jednu dostavu: podijelite je na više njih ili pozovite restoran',
  'error.code.payment.unavailable':
    'Online plaćanje trenutno nije dostupno. Pokušajte ponovo ili izaberite drugi način plaćanja',
  'error.code.doesnt-support-delivery-online-pay': 'Restoran ne prima online plaćanje za dostavu',
  'error.code.doesnt-support-delivery-card-pay': 'Restoran ne prima plaćanje karticom dostavljaču',
  'error.code.doesnt-support-delivery-cash-pay': 'Restoran ne prima plaćanje gotovinom dostavljaču',
  'error.code.doesnt-support-takeaway-online': 'Restoran ne prima online plaćanje za preuzimanje',
  'error.code.doesnt-support-takeaway-card-pay': 'Restoran ne prima plaćanje karticom pri preuzimanju',
  'error.code.doesnt-support-takeaway-cash-pay': 'Restoran ne prima plaćanje gotovinom pri preuzimanju',
  'error.code.promo_code.not-found': 'Promo kod nije pronađen',
  'error.code.promo_code.not-found-for-resto': 'Promo kod ne važi u izabranom restoranu. Provjerite uslove',
  'error.code.promo_code.limit-exceed': 'Promo kod je već iskorišćen',
  'error.code.promo_code.person-limit-exceed': 'Iskoristili ste ovaj promo kod najveći dozvoljeni broj puta',
  'error.code.promo_code.before-start': 'Promo kod još nije aktivan',
  'error.code.promo_code.after-finish': 'Promo kod je istekao',
  'error.code.promo_code.invalid-delivery-type': 'Promo kod ne važi za izabrani način preuzimanja',
  'error.code.promo_code.not-active': 'Promo kod više ne važi',
  'error.code.promo_code.hour-not-active':
    'Promo kod nije dostupan u ovo vrijeme. Možete ga primijeniti kasnije — provjerite raspored',
  'error.code.order-time.past':
    'To vrijeme je prošlo ili dolazi prije nego što stignemo pripremiti narudžbu. Izaberite kasnije vrijeme',
  'error.code.order-time.outside-hours': 'Restoran ne prima narudžbe za to vrijeme. Izaberite drugo vrijeme',
  'error.code.order-time.beyond-horizon': 'Za taj dan se još ne može naručiti',
  'error.code.order-time.slot-full': 'To vrijeme je popunjeno. Izaberite drugo vrijeme',
  'error.code.person-order.change-below-total': 'Iznos od kojeg treba kusur manji je od iznosa narudžbe',
  'error.code.resto.not-taking-orders': 'Restoran trenutno ne prima narudžbe',
  'error.code.resto.api-key-invalid': 'API ključ restorana nije ispravan',
  'error.code.resto.paused': 'Restoran je trenutno vrlo zauzet: naručite za kasnije vrijeme',
  'error.code.sign-in.phone-invalid': 'Ovaj broj telefona ne postoji. Provjerite ga',
  'error.code.sign-in.code-already-sent': 'Kod je već poslat. Novi kod možete zatražiti jednom u 90 sekundi',
  'error.code.sign-in.wrong-code': 'Pogrešan SMS kod',
  'error.code.sign-in.attempts-exhausted': 'Pokušaji su iskorišćeni. Pokušajte ponovo za sat vremena',
  'error.code.sign-in.code-not-found': 'Kod za ovaj broj nije pronađen. Zatražite novi kod',
  'error.code.sign-in.sending-failed': 'Slanje SMS-a nije uspjelo. Pokušajte kasnije',
  'error.code.token.invalid': 'Naveden je nevažeći token',
  'error.code.token.expired': 'Sesija je istekla. Prijavite se ponovo',
  'error.code.auth.forbidden': 'Pristup odbijen',
  'error.code.common.request-failed': 'Zahtjev nije uspio',
  'error.code.common.unknown': 'Nepoznata greška',
  'error.code.common.not-found': 'Nije pronađeno',
  'error.code.common.bad-request': 'Neispravan zahtjev',
  'error.code.common.unavailable': 'Servis je privremeno nedostupan. Pokušajte kasnije',
  'error.code.common.too-many-requests': 'Previše zahtjeva. Pokušajte malo kasnije',
  'error.code.common.network': 'Greška mreže pri pokušaju preuzimanja podataka. Provjerite internet vezu',
} satisfies Record<string, string>;
