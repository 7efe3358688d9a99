"""Reads an xlsx file with openpyxl (an independent reader, not ours) and
prints what it sees as JSON: per sheet its view, filter, print set-up, column
widths and every cell's value, type, number format, bold and quotePrefix.
Usage: python3 openpyxl-read.py FILE"""
import datetime
import json
import sys

import openpyxl


def cell_json(cell):
    value = cell.value
    if isinstance(value, datetime.datetime):
        value = value.isoformat()
    return {
        "ref": cell.coordinate,
        "value": value,
        "type": cell.data_type,
        "format": cell.number_format,
        "bold": bool(cell.font.b),
        "quotePrefix": bool(cell.quotePrefix),
        "wrap": bool(cell.alignment.wrap_text),
    }


def part(header_footer_part):
    return header_footer_part.text


def sheet_json(ws):
    setup = ws.page_setup
    margins = ws.page_margins
    return {
        "name": ws.title,
        "frozen": ws.freeze_panes,
        "printTitleRows": ws.print_title_rows,
        "autoFilter": ws.auto_filter.ref,
        "dimensions": ws.dimensions,
        "orientation": setup.orientation,
        "fitToWidth": setup.fitToWidth,
        "fitToHeight": setup.fitToHeight,
        "fitToPage": bool(ws.sheet_properties.pageSetUpPr and ws.sheet_properties.pageSetUpPr.fitToPage),
        "margins": [margins.left, margins.right, margins.top, margins.bottom, margins.header, margins.footer],
        "header": [part(ws.oddHeader.left), part(ws.oddHeader.center), part(ws.oddHeader.right)],
        "footer": [part(ws.oddFooter.left), part(ws.oddFooter.center), part(ws.oddFooter.right)],
        "widths": {letter: dim.width for letter, dim in ws.column_dimensions.items()},
        "paperSize": setup.paperSize,
        "printArea": ",".join(ws.print_area) if isinstance(ws.print_area, (list, tuple)) else ws.print_area,
        "outlineLevelCol": ws.sheet_format.outlineLevelCol,
        "summaryRight": ws.sheet_properties.outlinePr.summaryRight if ws.sheet_properties.outlinePr else None,
        "columns": {
            letter: {"hidden": bool(dim.hidden), "outlineLevel": dim.outlineLevel, "collapsed": bool(dim.collapsed)}
            for letter, dim in ws.column_dimensions.items()
        },
        "rows": [[cell_json(cell) for cell in row] for row in ws.iter_rows()],
    }


book = openpyxl.load_workbook(sys.argv[1])
json.dump({"active": book.active.title, "sheets": [sheet_json(ws) for ws in book.worksheets]}, sys.stdout)
