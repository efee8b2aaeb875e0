import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Block, Inline } from './legal-markdown';

const HEADING_VARIANT = { 1: 'h4', 2: 'h6', 3: 'subtitle1' } as const;

/** The parsed legal text as React elements; nothing is set as HTML. */
export function LegalText({ blocks }: { blocks: Block[] }) {
  return (
    <Box sx={{ '& > * + *': { mt: 2 } }}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading')
          return (
            <Typography
              key={key}
              variant={HEADING_VARIANT[block.level]}
              component={`h${block.level}`}
              sx={{ pt: block.level === 1 ? 0 : 1.5, fontWeight: 700 }}
            >
              <InlineText content={block.content} />
            </Typography>
          );
        if (block.kind === 'list')
          return (
            <Box key={key} component="ul" sx={{ pl: 3, my: 0, '& li + li': { mt: 1 } }}>
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a list item has nothing else to key on, and the list never reorders
                <Typography key={itemIndex} component="li">
                  <InlineText content={item} />
                </Typography>
              ))}
            </Box>
          );
        return (
          <Typography key={key} sx={{ lineHeight: 1.7 }}>
            <InlineText content={block.content} />
          </Typography>
        );
      })}
    </Box>
  );
}

function InlineText({ content }: { content: Inline[] }) {
  return content.map((part, index) => {
    const key = `${part.kind}-${index}`;
    if (part.kind === 'text') return <span key={key}>{part.text}</span>;
    if (part.kind === 'strong')
      return (
        <strong key={key}>
          <InlineText content={part.children} />
        </strong>
      );
    if (part.kind === 'emphasis')
      return (
        <em key={key}>
          <InlineText content={part.children} />
        </em>
      );
    return part.href.startsWith('/') ? (
      <Link key={key} component={RouterLink} to={part.href}>
        <InlineText content={part.children} />
      </Link>
    ) : (
      <Link key={key} href={part.href} target="_blank" rel="noopener noreferrer">
        <InlineText content={part.children} />
      </Link>
    );
  });
}
