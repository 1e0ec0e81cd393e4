import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** Adds `word` to `keywords` trimmed, once whatever its case: keywords are unique and trimmed. */
export function withKeyword(keywords: string[], word: string): string[] {
  const trimmed = word.trim();
  if (trimmed === "" || keywords.some((keyword) => keyword.toLowerCase() === trimmed.toLowerCase()))
    return keywords;
  return [...keywords, trimmed];
}

/** The media asset's trigger keywords: added with Enter or the Add button, removable. */
export function KeywordInput({
  keywords,
  onChange,
  maxKeywords,
  keywordMax,
}: {
  keywords: string[];
  onChange: (keywords: string[]) => void;
  maxKeywords: number;
  keywordMax: number;
}) {
  const [word, setWord] = useState("");
  const id = useId();
  const full = keywords.length >= maxKeywords;
  const add = () => {
    onChange(withKeyword(keywords, word));
    setWord("");
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Trigger keywords
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={word}
          maxLength={keywordMax}
          disabled={full}
          placeholder="e.g. pricing"
          onChange={(event) => setWord(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} disabled={full || word.trim() === ""}>
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      </div>
      {keywords.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Keywords">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm"
            >
              {keyword}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove keyword ${keyword}`}
                onClick={() => onChange(keywords.filter((item) => item !== keyword))}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
