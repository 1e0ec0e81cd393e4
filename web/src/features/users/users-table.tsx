/**
 * The users table: Username, Full Name, Email, Card URL Slug (the public page
 * in a new tab, '-' without one), Access Level badge, Actions.
 *
 * Where its card is wide enough (a container query, so the sidebar's width counts) it is a
 * table whose long emails and slugs wrap at their joints, with the Actions column pinned to
 * the right edge. In a narrower card (phones, a desktop with little room) every row is drawn
 * as a card of its own: the username with Edit and Delete beside it, then each field under
 * its column's name (a decorative label: the hidden header row still names each cell).
 */
import { BreakableText } from "@card-view/card-contact";
import { cardPath } from "@core/card-display";
import { authorize } from "@core/policy";
import type { UserListItem } from "@core/schemas/users";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ColumnHeads } from "@/components/ui/column-heads";
import type { User } from "@/features/auth/types";
import { cn } from "@/lib/cn";
import { LevelBadge } from "./level-badge";

interface UsersTableProps {
  users: UserListItem[];
  actor: User;
  onEdit: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
}

/** A field in the narrow layout: the column's name above its value (decorative: the header names it). */
const FIELD =
  "px-4 py-3 @max-3xl:col-span-2 @max-3xl:px-0 @max-3xl:py-1 " +
  "@max-3xl:before:block @max-3xl:before:text-xs @max-3xl:before:font-semibold @max-3xl:before:uppercase " +
  "@max-3xl:before:tracking-wide @max-3xl:before:text-muted-foreground " +
  '@max-3xl:before:[content:attr(data-label)_/_""]';

const HEADER = "px-4 py-3 font-semibold";

export function UsersTable({ users, actor, onEdit, onDelete }: UsersTableProps) {
  return (
    <div className="@container">
      <div className="relative overflow-x-auto @3xl:rounded-md @3xl:border @3xl:border-border">
        <table className="w-full border-collapse text-sm @max-3xl:block" aria-label="Users">
          <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground @max-3xl:sr-only">
            <tr>
              <ColumnHeads
                className={HEADER}
                names={["Username", "Full Name", "Email", "Card URL Slug", "Access Level"]}
              />
              <th
                scope="col"
                className={cn(
                  HEADER,
                  "sticky right-0 bg-muted text-right shadow-[-1px_0_0_var(--color-border)]",
                )}
              >
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border @max-3xl:grid @max-3xl:gap-3 @max-3xl:divide-y-0">
            {users.map((user) => {
              const editDenial = authorize(actor, "user.edit", user);
              const deleteDenial = authorize(actor, "user.delete", user);
              return (
                <tr
                  key={user.id}
                  data-user-row={user.username}
                  className={cn(
                    "@3xl:hover:bg-muted/40",
                    "@max-3xl:grid @max-3xl:grid-cols-[minmax(0,1fr)_auto] @max-3xl:gap-x-3 @max-3xl:rounded-lg",
                    "@max-3xl:border @max-3xl:border-border @max-3xl:p-4",
                  )}
                >
                  <th
                    scope="row"
                    className="px-4 py-3 text-left font-medium break-words @3xl:whitespace-nowrap @max-3xl:col-start-1 @max-3xl:row-start-1 @max-3xl:self-center @max-3xl:px-0 @max-3xl:py-0 @max-3xl:text-base @max-3xl:font-semibold"
                  >
                    <BreakableText text={user.username} />
                  </th>
                  <td data-label="Full Name" className={FIELD}>
                    {user.fullName || "-"}
                  </td>
                  <td data-label="Email" className={FIELD}>
                    <BreakableText text={user.email} />
                  </td>
                  <td data-label="Card URL Slug" className={FIELD}>
                    {user.cardSlug ? (
                      <a
                        href={cardPath(user.cardSlug)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-mono text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <span className="min-w-0">
                          <BreakableText text={user.cardSlug} />
                        </span>
                        <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      "-"
                    )}
                  </td>
                  <td data-label="Access Level" className={FIELD}>
                    <LevelBadge level={user.accessLevel} />
                  </td>
                  <td
                    className={cn(
                      "sticky right-0 bg-card px-4 py-3 shadow-[-1px_0_0_var(--color-border)]",
                      "@max-3xl:static @max-3xl:col-start-2 @max-3xl:row-start-1 @max-3xl:p-0 @max-3xl:shadow-none",
                    )}
                  >
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${user.username}`}
                        title={editDenial ?? `Edit ${user.username}`}
                        disabled={editDenial !== undefined}
                        onClick={() => onEdit(user)}
                      >
                        <Pencil className="h-4 w-4" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        aria-label={`Delete ${user.username}`}
                        title={deleteDenial ?? `Delete ${user.username}`}
                        disabled={deleteDenial !== undefined}
                        onClick={() => onDelete(user)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
