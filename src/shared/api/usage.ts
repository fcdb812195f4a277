/** Request usage as the weather service reports it. */

export interface ApiHits {
  name: string;
  hits: number;
}

/** Present only when asked with group_by: one entry per endpoint or per status code. */
export interface UsageBreakdownItem {
  endpoint?: string;
  status_code?: number | string;
  hits: number;
}

export interface UsageDay {
  apis: ApiHits[];
  hits: number;
  breakdown?: UsageBreakdownItem[];
}

export interface UsageMonth extends UsageDay {
  daily: { date: string; apis: ApiHits[] }[];
}
