import type { Migration } from 'kysely';
import * as identity from './0001_identity.ts';
import * as catalogue from './0002_catalogue.ts';
import * as messages from './0003_messages.ts';
import * as workflow from './0004_workflow.ts';
import * as friendlyLinks from './0100_friendly_links.ts';
import * as subappRecords from './0200_subapp_records.ts';
import * as home from './0300_home.ts';
import * as userCenter from './0400_user_center.ts';
import * as subappTokens from './0450_subapp_tokens.ts';
import * as referenceData from './0500_reference_data.ts';
import * as rateCounters from './0900_rate_counters.ts';

/**
 * Versioned migrations, applied in name order. Add a file per change; never edit one that has
 * shipped. Number ranges: 00xx foundations, 01xx shell frame, 02xx app centre and sub-apps,
 * 03xx home page, 04xx personal centre, 05xx reference data and translations, 09xx operations.
 */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
  '0002_catalogue': catalogue,
  '0003_messages': messages,
  '0004_workflow': workflow,
  '0100_friendly_links': friendlyLinks,
  '0200_subapp_records': subappRecords,
  '0300_home': home,
  '0400_user_center': userCenter,
  // Numbered after what has shipped: migrations apply in order.
  '0450_subapp_tokens': subappTokens,
  '0500_reference_data': referenceData,
  '0900_rate_counters': rateCounters,
};
