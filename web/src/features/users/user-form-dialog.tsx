/**
 * The user management's create/edit dialog: create mode without a user, edit mode with one.
 * Editing loads the user's first card and prefills its slug; a blank password keeps the current one. The access level select
 * offers only the levels the signed-in administrator may give.
 */
import { adminLevelName } from "@core/access";
import { EMAIL_MAX, FULL_NAME_MAX, SLUG_MAX, USERNAME_MAX } from "@core/limits";
import { assignableLevels, OWN_LEVEL_FIXED } from "@core/policy";
import { createUserSchema, type UserListItem, updateUserSchema } from "@core/schemas/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, VerbatimInput } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import type { User } from "@/features/auth/types";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCreateUser, useFirstCardSlug, useUpdateUser } from "./api";

const SELECT_CLASSES =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive";

interface FormValues {
  username: string;
  email: string;
  fullName: string;
  password: string;
  accessLevel: number;
  cardSlug: string;
}

type FieldName = keyof FormValues;
const FIELD_NAMES: readonly FieldName[] = [
  "username",
  "email",
  "fullName",
  "password",
  "accessLevel",
  "cardSlug",
];

function initialValues(user: UserListItem | undefined): FormValues {
  return {
    username: user?.username ?? "",
    email: user?.email ?? "",
    fullName: user?.fullName ?? "",
    password: "",
    accessLevel: user?.accessLevel ?? 1,
    cardSlug: user?.cardSlug ?? "",
  };
}

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; create mode without one. */
  user?: UserListItem;
  actor: User;
}

export function UserFormDialog({ open, onOpenChange, user, actor }: UserFormDialogProps) {
  const editing = user !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" data-user-dialog={editing ? "edit" : "create"}>
        <DialogHeading
          title={editing ? "Edit User" : "Add New User"}
          description={
            editing
              ? "Change this user's details, access level or card URL."
              : "Create an account and its business card."
          }
        />
        {open && (
          <UserForm key={user?.id ?? "new"} user={user} actor={actor} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({ user, actor, onDone }: { user?: UserListItem; actor: User; onDone: () => void }) {
  const editing = user !== undefined;
  const schema = editing ? updateUserSchema : createUserSchema;
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: initialValues(user),
  });
  const firstSlug = useFirstCardSlug(user?.id);
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const { errors, dirtyFields } = form.formState;

  // Editing prefills the slug from the user's first card once it has loaded.
  const loadedSlug = firstSlug.data;
  useEffect(() => {
    if (loadedSlug !== undefined && !dirtyFields.cardSlug) {
      form.setValue("cardSlug", loadedSlug);
      form.resetField("cardSlug", { defaultValue: loadedSlug });
    }
  }, [loadedSlug, form, dirtyFields.cardSlug]);

  const ownAccount = editing && user.id === actor.id;
  const levels = assignableLevels(actor);
  // A user already above what the actor may give keeps their level in the list (read-only).
  if (user && !levels.includes(user.accessLevel)) levels.push(user.accessLevel);

  function onError(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.fields) {
      for (const [name, message] of Object.entries(error.fields)) {
        if ((FIELD_NAMES as readonly string[]).includes(name)) form.setError(name as FieldName, { message });
      }
    }
    toast({ title: "Error", description: errorMessage(error, fallback), variant: "destructive" });
  }

  function submit(values: FormValues) {
    if (user) {
      const { password, ...rest } = values;
      const input = password ? { ...rest, password } : rest;
      if (ownAccount) delete (input as { accessLevel?: number }).accessLevel;
      update.mutate(
        { id: user.id, input },
        {
          onSuccess: () => {
            toast({ title: "Success", description: "User updated successfully", variant: "success" });
            form.reset();
            onDone();
          },
          onError: (error) => onError(error, "Failed to update user"),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast({ title: "Success", description: "User created successfully", variant: "success" });
          form.reset();
          onDone();
        },
        onError: (error) => onError(error, "Failed to create user"),
      });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Username" error={errors.username?.message}>
          <VerbatimInput autoComplete="off" maxLength={USERNAME_MAX} {...form.register("username")} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" maxLength={EMAIL_MAX} {...form.register("email")} />
        </FormField>
        <FormField label="Full Name" error={errors.fullName?.message}>
          <Input autoComplete="off" maxLength={FULL_NAME_MAX} {...form.register("fullName")} />
        </FormField>
        <FormField
          label={editing ? "Password (leave blank to keep current)" : "Password"}
          error={errors.password?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField
          label="Access Level"
          error={errors.accessLevel?.message}
          hint={ownAccount ? OWN_LEVEL_FIXED : undefined}
        >
          <select
            className={SELECT_CLASSES}
            disabled={ownAccount}
            {...form.register("accessLevel", { valueAsNumber: true })}
          >
            {levels.map((level) => (
              <option key={level} value={level}>
                {adminLevelName(level)} (Level {level})
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Card URL Slug"
          error={errors.cardSlug?.message}
          hint={
            editing
              ? "Custom URL for the user's business card"
              : "Leave blank to auto-generate from the full name"
          }
        >
          <VerbatimInput
            autoComplete="off"
            maxLength={SLUG_MAX}
            placeholder={editing && firstSlug.isLoading ? "Loading..." : undefined}
            {...form.register("cardSlug")}
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : editing ? "Update User" : "Create User"}
        </Button>
      </DialogFooter>
    </form>
  );
}
