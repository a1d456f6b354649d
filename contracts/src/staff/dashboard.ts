import type { Color, Size } from '../types/catalog';

/** The back office's home page (issue 34, point 5): the shop's day in Kyiv, what waits, and 30 days. */
export const DASHBOARD_DAYS = 30;

export interface DashboardDay {
  /** The calendar date in Kyiv, `2026-12-01`. */
  date: string;
  /** Orders paid that day (not cancelled since). */
  orders: number;
  /** Dollars those orders charged, less what was refunded of them. */
  revenue: number;
  /** Pieces in those orders. */
  units: number;
}

export interface DashboardLowStock {
  productId: string;
  name: string;
  color: Color;
  size: Size;
  quantity: number;
}

export interface StaffDashboard {
  today: DashboardDay;
  /** Returns the staff still have to receive or refund (requested or received). */
  returnsWaiting: number;
  /** Exchanges the staff still have to receive or ship the replacement of (requested or received). */
  exchangesWaiting: number;
  /** Published products' sizes at or below LOW_STOCK_THRESHOLD, fewest first (at most 10). */
  lowStock: DashboardLowStock[];
  /** The last DASHBOARD_DAYS days, oldest first, today last; days without orders included. */
  days: DashboardDay[];
}
