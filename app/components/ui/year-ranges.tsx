import { KeptTogether } from "./kept-together";

/** A span of years ("2012–2016", "2019 – heute"): never broken after its dash. */
const yearRange = /(\d{4} ?– ?(?:\d{4}|heute))/u;

/** Text with each span of years kept on one line. */
export const YearRanges = ({ text }: { text: string }) => (
  <KeptTogether text={text} pattern={yearRange} />
);
