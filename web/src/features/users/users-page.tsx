/**
 * /users, the user management: level 4 and up; below, the access denial. A
 * server-side searched and paged list, the create/edit dialog, delete with confirmation,
 * and batch upload.
 */
import { allows } from "@core/policy";
import { USERS_SEARCH_MAX, type UserListItem } from "@core/schemas/users";
import { Search, UserPlus } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import type { User } from "@/features/auth/types";
import { useUser } from "@/features/auth/use-auth";
import { usePageTitle } from "@/features/shell/use-page-title";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { USERS_PAGE_SIZE, useDeleteUser, useUsersPage } from "./api";
import { BatchUploadButton } from "./batch/batch-upload-button";
import { Pagination } from "./pagination";
import { useDebouncedValue } from "./use-debounced-value";
import { UserFormDialog } from "./user-form-dialog";
import { UsersDenied } from "./users-denied";
import { UsersTable } from "./users-table";

const SEARCH_DEBOUNCE_MS = 300;

export default function UsersPage() {
  const { data: user } = useUser();
  if (!user) return null;
  if (!allows(user, "user.manage")) return <UsersDenied />;
  return <UserManagement actor={user} />;
}

function UserManagement({ actor }: { actor: User }) {
  usePageTitle("User Management");
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const list = useUsersPage(search, page);
  const [dialog, setDialog] = useState<{ open: boolean; user?: UserListItem }>({ open: false });
  const [toDelete, setToDelete] = useState<UserListItem>();
  const remove = useDeleteUser();

  const data = list.data;
  const users = data?.users ?? [];
  const total = data?.total ?? 0;
  // A page left empty by a delete or a narrower search goes back to the last page that has users.
  const lastPage = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  if (data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "User deleted successfully", variant: "success" });
        setToDelete(undefined);
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: errorMessage(error, "Failed to delete user"),
          variant: "destructive",
        });
        setToDelete(undefined);
      },
    });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">User Management</h1>
          <p className="text-sm text-muted-foreground">
            Create, edit and remove accounts, one by one or from a file.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BatchUploadButton />
          <Button onClick={() => setDialog({ open: true })}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Add New User
          </Button>
        </div>
      </header>

      <Card>
        <CardHeader className="space-y-3">
          <CardTitle>Users</CardTitle>
          <div className="relative max-w-md">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search users by username, name, or email..."
              value={searchText}
              maxLength={USERS_SEARCH_MAX}
              onChange={(event) => {
                setSearchText(event.target.value);
                setPage(1);
              }}
              className="pl-9"
            />
          </div>
          <p className="min-h-5 text-sm text-muted-foreground" role="status" aria-live="polite">
            {search && data && !list.isPlaceholderData ? `Found ${total} user(s) matching "${search}"` : ""}
          </p>
        </CardHeader>
        <CardContent>
          {list.isError ? (
            <Alert title="Error">{errorMessage(list.error, "Failed to fetch users")}</Alert>
          ) : list.isLoading ? (
            <p className="py-8 text-center text-muted-foreground">Loading users...</p>
          ) : users.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">
              {search ? `No users found matching "${search}"` : "No users found"}
            </p>
          ) : (
            <div
              aria-busy={list.isFetching}
              className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
            >
              <UsersTable
                users={users}
                actor={actor}
                onEdit={(user) => setDialog({ open: true, user })}
                onDelete={setToDelete}
              />
              <Pagination
                page={page}
                pageSize={data?.pageSize ?? USERS_PAGE_SIZE}
                total={total}
                onPageChange={setPage}
              />
            </div>
          )}
        </CardContent>
      </Card>

      <UserFormDialog
        open={dialog.open}
        user={dialog.user}
        actor={actor}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(undefined);
        }}
        title="Delete User"
        description={
          <>
            Are you sure you want to delete this user?
            {toDelete && (
              <>
                {" "}
                <strong className="text-foreground">{toDelete.username}</strong>, their cards and all their
                data will be removed.
              </>
            )}
          </>
        }
        confirmLabel={remove.isPending ? "Deleting..." : "Delete"}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
