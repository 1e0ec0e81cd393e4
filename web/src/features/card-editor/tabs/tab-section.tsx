import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The frame of one editor tab: its heading (h2), a short explanation and the content. */
export function TabSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-3">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 p-4 pt-2 sm:p-6 sm:pt-3">{children}</CardContent>
    </Card>
  );
}
