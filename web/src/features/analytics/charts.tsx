/**
 * The three charts (Overview, Clicks, Engagement), drawn with Recharts. This module is loaded
 * only by the analytics screen (React.lazy in chart-panel.tsx), so Recharts stays out of every
 * other screen's code. Colours come from the theme's --chart-1…5 (analytics.css); the figures are
 * also in the summary and table beside each chart, so the drawings are images to assistive
 * technology (Recharts' own keyboard layer is off: the table is the way to read values).
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { CHART_COLORS, type ClickBar, type EngagementSlice, type OverviewPoint } from "./chart-data";

const HEIGHT = 300;
const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: "var(--card)",
    border: "1px solid var(--border)",
    borderRadius: 8,
    color: "var(--card-foreground)",
  },
  itemStyle: { color: "var(--card-foreground)" },
  labelStyle: { color: "var(--card-foreground)", fontWeight: 600 },
};
/** Legend text in the text colour: the swatch beside it carries the series' colour. Items keep the series' order. */
const legendText = (value: string) => <span style={{ color: "var(--foreground)" }}>{value}</span>;

/** Views, clicks and saves per period; the lines also differ by dash, not by colour alone. */
export function OverviewChart({ points }: { points: OverviewPoint[] }) {
  const lines = [
    { key: "views", name: "Views", dash: undefined },
    { key: "clicks", name: "Clicks", dash: "6 3" },
    { key: "saves", name: "Saves", dash: "2 3" },
  ] as const;
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart
        data={points}
        margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" minTickGap={12} />
        <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border)" width={48} />
        <Tooltip {...tooltipStyle} />
        <Legend formatter={legendText} itemSorter={null} />
        {lines.map((line, index) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            name={line.name}
            stroke={CHART_COLORS[index]}
            strokeWidth={2}
            strokeDasharray={line.dash}
            dot={points.length <= 31 ? { r: 2 } : false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Clicks per link type, each bar in the next colour of the palette. */
export function ClicksChart({ bars }: { bars: ClickBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={bars} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} stroke="var(--border)" interval={0} />
        <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border)" width={48} />
        <Tooltip {...tooltipStyle} cursor={{ fill: "var(--muted)" }} />
        <Bar dataKey="count" name="Clicks" radius={[4, 4, 0, 0]} isAnimationActive={false}>
          {bars.map((bar, index) => (
            <Cell key={bar.label} fill={CHART_COLORS[index % CHART_COLORS.length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Every recorded event by kind. */
export function EngagementChart({ slices }: { slices: EngagementSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="75%"
          stroke="var(--card)"
          isAnimationActive={false}
        >
          {slices.map((slice, index) => (
            <Cell key={slice.name} fill={CHART_COLORS[index]} />
          ))}
        </Pie>
        <Tooltip {...tooltipStyle} />
        <Legend formatter={legendText} itemSorter={null} />
      </PieChart>
    </ResponsiveContainer>
  );
}
