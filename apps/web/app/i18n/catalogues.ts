// Every text the storefront shows: its own catalogues merged with the domain's (cart, delivery,
// schedules, validation, errors). mergeCatalogues throws on a key defined twice, so two owners
// cannot disagree about one text.
import { domainMessages, mergeCatalogues, type Catalogues } from '@nori/domain';
import { cnr } from './messages/cnr';
import { en } from './messages/en';
import { ru } from './messages/ru';

export const catalogues: Catalogues = mergeCatalogues({ ru, en, cnr }, domainMessages);
