/**
 * The users table (spec 001 §2): Username, Full Name, Email, Card URL Slug (the public page
 * in a new tab, '-' without one), Access Level badge, Actions. On a phone the table scrolls
 * sideways inside its card with the Username column pinned; the scroller is `relative` so the
 * screen-reader-only texts (absolutely positioned) stay inside it instead of widening the page.
 */
import { cardPath } from "@core/card-display";
import { authorize } from "@core/policy";
import type { UserListItem } from "@core/schemas/users";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { User } from "@/features/auth/types";
import { LevelBadge } from "./level-badge";

const STICKY = "sticky left-0 z-10 bg-card";

interface UsersTableProps {
  users: UserListItem[];
  actor: User;
  onEdit: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
}

export function UsersTable({ users, actor, onEdit, onDelete }: UsersTableProps) {
  return (
    <div className="relative -mx-6 overflow-x-auto border-y border-border sm:mx-0 sm:rounded-md sm:border">
      <table className="w-full min-w-[46rem] border-collapse text-sm" aria-label="Users">
        <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={`${STICKY} bg-muted px-4 py-3 font-semibold`}>
              Username
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Full Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Card URL Slug
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Access Level
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => {
            const editDenial = authorize(actor, "user.edit", user);
            const deleteDenial = authorize(actor, "user.delete", user);
            return (
              <tr key={user.id} data-user-row={user.username} className="hover:bg-muted/40">
                <th
                  scope="row"
                  className={`${STICKY} max-w-[10rem] truncate px-4 py-3 text-left font-medium shadow-[1px_0_0_var(--color-border)]`}
                >
                  {user.username}
                </th>
                <td className="px-4 py-3">{user.fullName || "-"}</td>
                <td className="whitespace-nowrap px-4 py-3">{user.email}</td>
                <td className="px-4 py-3">
                  {user.cardSlug ? (
                    <a
                      href={cardPath(user.cardSlug)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-mono text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {user.cardSlug}
                      <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    "-"
                  )}
                </td>
                <td className="px-4 py-3">
                  <LevelBadge level={user.accessLevel} />
                </td>
                <td className="px-4 py-3">
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
  );
}
