/**
 * The firms the site names, each defined once in content/settings/clients.yaml: texts name one
 * with {kunde:KEY} (./files/placeholders.ts), a case with `client`. A firm without its written
 * approval is marked wherever it is named ("Panasonic (Platzhalter)"), and the launch check lists
 * every mention of it (app/lib/launch-check.ts), so no page presents it as a reference before
 * it has agreed (UWG § 5 Abs. 2 Nr. 3).
 */
import { readSettings } from "./files/settings";
import { sectors } from "./sectors";

const file = readSettings("clients");

export interface Client {
  key: string;
  name: string;
  sector: string;
  /** `station`: the founder's employer or client before the founding, shown as his career. */
  relation: "mandat" | "station";
  approvedByClient: boolean;
  logoPermission: boolean;
  sample?: true;
}

export const clients: Readonly<Record<string, Client>> = Object.fromEntries(
  file.clients.map((item) => {
    if (!(item.sector in sectors)) {
      throw new Error(
        `content/settings/clients.yaml: Kunde „${item.key}“, sector: „${item.sector}“ ist kein Branchenfeld. Möglich: ${Object.keys(sectors).join(", ")}`,
      );
    }
    const client: Client = {
      key: item.key,
      name: item.name,
      sector: item.sector,
      relation: item.relation,
      approvedByClient: Boolean(item.approvedByClient),
      logoPermission: Boolean(item.logoPermission),
      ...(item.sample ? { sample: true as const } : {}),
    };
    return [item.key, client];
  }),
);

/** The word after a firm's name while its approval is missing ("Platzhalter"). */
export const sampleMark = file.sampleMark;

/** How a text names the client: its name, marked while its approval is missing. */
export function clientMention(client: Client): string {
  return client.approvedByClient ? client.name : `${client.name} (${sampleMark})`;
}
